# Print and play: the sheets to print with the browser's own Print (?print=mu-torere,
# ?print=kemu) and the puzzle worksheets (?print=mu-torere-puzzles, ?print=kemu-puzzles).
# Every sheet is one printed page. The games' own names stay as they are in every
# language (pūtahi, kāwai, Matau, Manaia, Maori-Tane, Tahuna, Awa, Ara, Marae, Uira, Kiwi,
# Moa, Ika Moana). "100 %" is the printing scale (actual size).

## The bar above the sheets on screen (it is not printed)

print-mu-title = { -mu-torere } to print and play
print-kemu-title = { -kemu } to print and play
print-mu-puzzles-title = { -mu-torere }: a puzzle worksheet
print-kemu-puzzles-title = { -kemu }: a puzzle worksheet
# Paper sizes, as printers name them.
print-paper-a4 = A4
print-paper-a3 = A3
print-paper-letter = Letter
print-paper-label = Paper size
# $paper is a paper size (print-paper-…).
print-how = Print these sheets with your browser's Print command, on { $paper } paper, at 100 % (actual
    size, not "fit to page"). Each sheet has a 10 cm line to check the size.
print-button = Print
# Above a checkbox a sheet (each named by its title): the teacher unticks the sheets not
# to print (issue 39).
print-choose = Sheets to print
print-another-set = Another set of puzzles
# Links from the home page and the about pages.
print-link-set = Print and play: the board, pieces and rules
print-link-puzzles = A puzzle worksheet to print

## On every sheet

print-scale = Print at 100 % (actual size)
print-ruler = This line should measure 10 cm.
print-ruler-label = A 10 cm check ruler
print-answers-title = Answers
# Headings of the rule sheets.
print-rules-setup = Setting up
print-rules-moving = Moving
print-rules-end = The end of the game

## Mū tōrere

print-mu-board-title = The board
print-mu-board-note = Lay the board flat. Each player needs four counters (next sheet). The points are
    named in te reo Māori.
print-mu-board-label = The Mū tōrere board: eight kāwai around the pūtahi, each point named
print-mu-counters-title = Counters to cut out
print-mu-counters-note = Cut out the eight counters. Green's carry a triangle and White's a dot, so a
    black-and-white copy works too. Glued onto card they last longer.
print-mu-counter = { $side ->
    [green] Green counter (triangle)
   *[white] White counter (dot)
}
print-mu-rules-title = The rules of { -mu-torere }
print-mu-puzzles-note = The points are numbered as in the game: kāwai 1 at the top, then clockwise to 8;
    0 is the pūtahi. Every puzzle is played under the standard rules against a perfect opponent.
# $number is the puzzle's number, $side a side (Green, White), $goal the task
# (learn-mu-goal-…).
print-mu-task = { $number }. { $side } to move. { $goal }
print-mu-puzzles-page = Puzzles, page { $page } of { $pages }
print-mu-answers-note = Each answer is a move, from the point a counter leaves to the point it enters,
    that wins fastest or keeps the draw, from the game's complete solve. Where several moves do, all
    are given.
# $moves lists moves such as "3 → 0, 5 → 0".
print-mu-answer = { $number }. { $moves }

## Moeraki Kemu

print-kemu-board-title = The board
print-kemu-board-label = The { -kemu } board: 57 hollows on a diagonal grid, with the circle of the
    Moeraki field in the middle
print-kemu-board-part = The board, part { $part } of { $parts }
print-kemu-board-join = The board comes in four parts. Cut one sheet along its dashed line and lay it
    over the next so that the crossed hollows meet, then tape the parts together from the back.
# $tier is a tier's name (kemu-tier-…).
print-kemu-rules-title = The rules: { $tier } game
print-kemu-rules-victories = Ways to win
print-kemu-rule-tahuna = Tahuna: four stones of your own enclose a square beach field.
print-kemu-rule-awa = Awa: your stones fill a diagonal from sideline to sideline, or, on a diagonal
    through the ball, every hollow from one end up to the ball.
print-kemu-rule-ara = Ara: your stones fill the four hollows of one edge row.
print-kemu-rule-beginner-draw = In the Beginner game, a board filled without any of these is a draw.
# On the Master rule sheet, after the Tane's rule (RULES.md: a player with no stone left passes).
print-kemu-rule-tane-pass = A Tane turn places no stone, so after it the other tribe runs out of stones
    first: a player with no stones left must pass.
print-kemu-scale-title = The Moeraki scale
print-kemu-scale-note = Agree on the match before you start: Uira 3, Kiwi 5, Moa 7 or Ika Moana 10 game
    wins. Mark a box for every game a tribe wins; the first to the target wins the Kemu. Write each game
    in the table below.
print-kemu-scale-tribe = Tribe
print-kemu-games-game = Game
print-kemu-games-player-a = Player A
print-kemu-games-ball = Ball on
print-kemu-games-winner = Winner
print-kemu-games-victory = Victory
print-kemu-games-tiles = Tiles (Marae)
# $tribe is Matau or Manaia.
print-kemu-tiles-title = Tribal tiles: { $tribe }
print-kemu-tiles-note = Cut out the tiles: sixteen full tiles, the size of a square field, and eight
    half tiles, the size of a triangle. To cover a triangle field with a full tile, cut it along its
    dotted line.
print-kemu-pieces-title = Stones, ball and Maori-Tane
print-kemu-stones-note = Cut out the stones, 28 for each tribe: Matau's carry a ring, Manaia's a dot.
    Buttons, coins or glass beads of two colours do just as well.
print-kemu-tane-note = The Moeraki ball, and a Maori-Tane for each tribe (Master game): cut out the
    strip, fold it on the dashed lines into a tent and stand it on its feet.
print-kemu-tane-label = The Maori-Tane of { $tribe }, to fold
print-kemu-puzzles-note = Positions from games the computer played against itself. Hollows are named by
    column (a to k) and row (1 to 11). Every answer was checked with the rules of the game.
print-kemu-puzzles-page = Puzzles, page { $page } of { $pages }
# $number is the puzzle's number, $tribe the tribe to move (Matau, Manaia).
print-kemu-task-win = { $number }. { $tribe } to move: place the stone that wins now.
print-kemu-task-stop = { $number }. { $tribe } to move: the opponent is about to win. Find the one stone
    that stops it.
print-kemu-task-tane = { $number }. { $tribe } to move (Master game): find the Tane turn that wins the
    game, whatever the opponent does.
print-kemu-answers-note = An answer names the hollow for a stone, or a Tane turn as T, the field and the
    sideline it faces (n, e, s or w), as in the game's records; where two stones win, both are given.
# $moves lists moves such as "f6, g7" or "Td3>n".
print-kemu-answer = { $number }. { $moves }
