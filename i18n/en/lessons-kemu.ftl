# The Moeraki Kemu lessons page (?learn=kemu&lesson=1 … 9): nine lessons, each a few
# steps on the real board, for a class to follow on a projector. Each step shows an
# instruction beside the board; a step that asks for a move says why a wrong move is
# wrong (after a sentence about what that move did, from the sentences below), and what
# the right one did.
#
# Hollow names (a letter a–k for the column and a number 1–11 for the row: f6, c1, k9),
# field names (d3, a4) and scores (3:1, 16½) are the same in every language: keep them
# exactly (a test checks that each step names the same hollows and fields in every
# language). So are the game's names: the tribes Matau (black stones) and Manaia (white
# stones), the victories Tahuna, Awa, Ara and Marae, the Maori-Tane (the Tane), and
# Moeraki. "Player A" places the ball and wins a level count.

## The page around the board

# The page heading. $number: the lesson's number (3); $title: its title (for example
# lessons-kemu-l3-title).
lessons-kemu-heading = Learn { -kemu } — lesson { $number }: { $title }
# The link after the last lesson (in lessons-finished, lessons.ftl).
lessons-kemu-play = Play a game of { -kemu }

## Lines beside the board, from the game in progress

# Status line. $tribe: the tribe to play, as kemu-tribe-heading in kemu.ftl ("Matau (black)").
lessons-kemu-status-ball = { $tribe }, Player A, places the Moeraki ball.
lessons-kemu-status-to-play = { $tribe } to play.
lessons-kemu-status-draw = A draw: the board is full.
# $tribe: the winner (Matau); $victories: how (Awa, or "Awa and Ara", see lessons-kemu-and).
lessons-kemu-status-won = { $tribe } wins: { $victories }.
# Joins names into a list: $list is the names so far (Awa), $last the next one (Ara).
lessons-kemu-and = { $list } and { $last }
# Both tribes' tile totals. $matau, $manaia: the totals (16, 15½, ½).
lessons-kemu-count = Matau { $matau }, Manaia { $manaia }
# The totals line, shown in the Basic and Master games. $count: lessons-kemu-count.
lessons-kemu-tiles = Tiles: { $count }.
# Added after the right answer of the last step of lesson 8. $count: lessons-kemu-count.
lessons-kemu-count-result = The count: { $count }.

## What a wrong move did, in words (the step's own explanation follows)

# A stone was placed in the Tane step.
lessons-kemu-tane-not-stone = This step asks for the Tane, not a stone: click one of your full tiles first.
# Moves the rules refuse. $hollow: a hollow (e11); $field: a field (c6).
lessons-kemu-refused-occupied = Hollow { $hollow } is already taken.
lessons-kemu-refused-ball = The Moeraki ball goes only in one of the nine central hollows, and { $hollow } is not one of them.
lessons-kemu-refused-tane = The Tane stands only on a full tile of your own, and field { $field } has none.
lessons-kemu-refused = That move is not allowed here.
# A stone on another hollow than the one asked for. $hollow: where it went (d4).
lessons-kemu-placed-on = That is hollow { $hollow }.
# The stone won, but with another victory than the step asks for. $got, $wanted:
# victory names (Ara, Awa).
lessons-kemu-other-victory = That wins too ({ $got }), but this step asks for { $wanted }.
# A stone that leaves the opponent's win in place. $tribe: the opponent (Manaia);
# $hollow: where they would win (i1); $victory: with what (Ara).
lessons-kemu-would-win = { $tribe } would win next with a stone on { $hollow } ({ $victory }).
lessons-kemu-would-win-plain = { $tribe } would win next with a stone on { $hollow }.
# A field the stone enclosed. $field: the field (h3); $tribe: who gets the tile (Manaia).
lessons-kemu-settled-full = Field { $field } is enclosed: a full tile for { $tribe }.
lessons-kemu-settled-half = Field { $field } is enclosed: a half tile for { $tribe }.
lessons-kemu-settled-empty = Field { $field } is enclosed, but with no majority it stays empty.
# Lesson 8, a wrong stone: the opponent's forced last stone, and the count after it.
# $tribe: who fills the last hollow (Matau); $hollow: that hollow (h8); $count:
# lessons-kemu-count ("Matau 16, Manaia 16"); $verdict: lessons-kemu-count-level or
# lessons-kemu-count-more (a clause that ends the sentence).
lessons-kemu-count-after = { $tribe } would fill the last hollow, { $hollow }, and the count would be { $count }: { $verdict }
# $tribe: Player A's tribe (Matau).
lessons-kemu-count-level = level, so Player A, { $tribe }, wins.
# $tribe: the tribe with the higher total (Matau).
lessons-kemu-count-more = { $tribe } has more.
# Lesson 9, a Tane turn that takes too few of the opponent's tiles. $direction:
# kemu-direction in kemu.ftl (west); $field: the Tane's field (d3); $theirs: how many of the
# opponent's tiles it removes (0); $tribe: the opponent (Manaia); $mine: how many of the
# learner's own it removes (2).
lessons-kemu-tane-removes = Facing { $direction }, the Tane on { $field } removes { $theirs } of { $tribe }'s tiles and { $mine } of yours (the one under it included).

# The nine lessons. Each step's instruction is shown beside the board; a step that asks
# for a move also has what is said after a wrong move and after the right one.

## Lesson 1: the hollows, fields and central hollows, and how they are named

# The title of lesson 1, in the list of lessons and in the page heading.
lessons-kemu-l1-title = The board and its names
# Step 1: the instruction beside the board.
lessons-kemu-l1-s1 = { -kemu } is played on 57 hollows joined by diagonal lines. A hollow
    is named by its column, a to k from left to right, and its row, 1 to 11 from the bottom
    up: the centre is f6, and c1 and k9 are marked as well. Stones are placed in the
    hollows, one a turn, and never move.
# Step 2: the instruction beside the board.
lessons-kemu-l1-s2 = Between the lines lie 56 beach fields. Forty are squares with a hollow
    at each corner; twelve triangles lie along the sidelines and four cut the corners. A
    field is named by the point at its centre: the marked square is d3 and the triangle on
    the left sideline a4. A corner triangle is named by its middle hollow: the marked one,
    among c1, b2 and a3, is b2.
# Step 3: the instruction beside the board.
lessons-kemu-l1-s3 = In the middle, a white circle marks the Moeraki field: f6 and the eight
    hollows around it, e5, e7, g5 and g7, and d6, f4, f8 and h6, which lie on the circle
    itself. The ball may only go in one of these nine central hollows.
# Step 4: the instruction beside the board.
lessons-kemu-l1-s4 = The Moeraki ball already lies on f6, and you play Manaia, the white
    stones. Place a stone on hollow h4: column h, row 4.
# Step 4: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l1-s4-wrong = Hollow h4 is in column h, the eighth from the left, and in row 4,
    the fourth from the bottom.
# Step 4: said once the step is done right.
lessons-kemu-l1-s4-right = Yes, that is h4. The names of the columns and rows are written
    around the board.

## Lesson 2: Player A places the ball; why its place matters

# The title of lesson 2, in the list of lessons and in the page heading.
lessons-kemu-l2-title = Placing the ball
# Step 1: the instruction beside the board.
lessons-kemu-l2-s1 = Every game begins with the Moeraki ball. Player A places it in one of
    the nine central hollows; it belongs to nobody. Then Player B places the first stone,
    and the players take turns, one stone each, in any empty hollow.
# Step 2: the instruction beside the board.
lessons-kemu-l2-s2 = Where the ball lies matters: on a diagonal through the ball, a river
    may run from one end of the diagonal up to the ball, so it needs fewer stones. You are
    Player A (Matau). Place the ball on the marked diagonal that starts at c1.
# Step 2: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l2-s2-wrong = The ball may lie there, but not on the marked diagonal from c1
    (c1, d2, e3, f4, g5, h6 …).
# Step 2: said once the step is done right.
lessons-kemu-l2-s2-right = Good: the diagonal from c1 now ends at the ball, so a river from
    c1 needs only the stones up to it. Next, Player B would place the first stone.

## Lesson 3: the Awa victory: a diagonal full of one tribe's stones

# The title of lesson 3, in the list of lessons and in the page heading.
lessons-kemu-l3-title = Awa: the river
# Step 1: the instruction beside the board.
lessons-kemu-l3-s1 = A river (Awa) wins when every hollow of a diagonal, from one side of
    the board to the other, holds your stones. You play Matau (black): your stones fill all
    but one hollow of a short diagonal. Complete the river.
# Step 1: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l3-s1-wrong = That stone does not complete a diagonal. Look for black stones in
    a slanting line with one gap, running from sideline to sideline.
# Step 1: said once the step is done right.
lessons-kemu-l3-s1-right = An Awa: the whole diagonal from g1 to k5 holds Matau's stones.
# Step 2: the instruction beside the board.
lessons-kemu-l3-s2 = This time the ball lies on g5. On a diagonal through the ball, the
    hollows from one end of the diagonal up to the ball are enough for a river. Find Matau's
    short river and complete it.
# Step 2: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l3-s2-wrong = That stone does not finish a river. Which diagonal runs from a
    sideline into the ball with one gap left?
# Step 2: said once the step is done right.
lessons-kemu-l3-s2-right = An Awa up to the ball: j2, i3 and h4 reach from the sideline to
    the ball on g5.

## Lesson 4: the Ara victory: an edge row full of one tribe's stones

# The title of lesson 4, in the list of lessons and in the page heading.
lessons-kemu-l4-title = Ara: the path
# Step 1: the instruction beside the board.
lessons-kemu-l4-s1 = An edge row is the four hollows along one sideline: c1, e1, g1 and i1
    at the bottom, a3, a5, a7 and a9 on the left, and likewise at the top and on the right.
    A path (Ara) wins when all four hold your stones. Complete a path for Matau.
# Step 1: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l4-s1-wrong = That stone does not fill an edge row with your stones. A row that
    holds a Manaia stone can no longer be yours.
# Step 1: said once the step is done right.
lessons-kemu-l4-s1-right = An Ara: a3, a5, a7 and a9 all hold Matau's stones.

## Lesson 5: the Tahuna victory: a square field enclosed by one tribe

# The title of lesson 5, in the list of lessons and in the page heading.
lessons-kemu-l5-title = Tahuna: the beach
# Step 1: the instruction beside the board.
lessons-kemu-l5-s1 = A beach (Tahuna) wins when the four hollows around one square field all
    hold your stones. Matau has three stones around two squares near the bottom. Enclose a
    beach.
# Step 1: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l5-s1-wrong = That does not enclose a square with four of your stones. A square
    with a Manaia stone on it can no longer be your beach.
# Step 1: said once the step is done right.
lessons-kemu-l5-s1-right = A Tahuna: field d3 is enclosed by c3, d2, e3 and d4, all Matau's.

## Lesson 6: placing a stone where the opponent would win next

# The title of lesson 6, in the list of lessons and in the page heading.
lessons-kemu-l6-title = Blocking
# Step 1: the instruction beside the board.
lessons-kemu-l6-s1 = Watch your opponent's lines as well as your own. Manaia (white) needs
    one more stone for a path along the bottom sideline. You play Matau: place your stone
    where Manaia would win next.
# Step 1: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l6-s1-wrong = That does not stop Manaia.
# Step 1: said once the step is done right.
lessons-kemu-l6-s1-right = Blocked: a Matau stone on i1 spoils Manaia's path.
# Step 2: the instruction beside the board.
lessons-kemu-l6-s2 = Manaia has three stones on the diagonal from j10 towards the ball on
    f6. Where would Manaia win next? Block it.
# Step 2: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l6-s2-wrong = That does not stop Manaia's river.
# Step 2: said once the step is done right.
lessons-kemu-l6-s2-right = Blocked: with Matau on g7, the river from j10 can no longer reach
    the ball.

## Lesson 7: tribal tiles won on enclosed fields (Basic and Master games)

# The title of lesson 7, in the list of lessons and in the page heading.
lessons-kemu-l7-title = Tribal tiles
# Step 1: the instruction beside the board.
lessons-kemu-l7-s1 = In the Basic and Master games a field is settled when its last hollow
    is filled. A square won 3:1 gets a full tile (1 point) for the majority; at 2:2 it stays
    empty. Two squares near the bottom each lack one stone. Place the Matau stone that wins
    a full tile.
# Step 1: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l7-s1-wrong = That stone wins Matau no full tile.
# Step 1: said once the step is done right.
lessons-kemu-l7-s1-right = Field d3 is enclosed 3:1: a full Matau tile.
# Step 2: the instruction beside the board.
lessons-kemu-l7-s2 = The ball counts for nobody, so a square beside it has only three
    stones: 3:0 or 2:1 wins its full tile. Field f5, between e5, g5, f4 and the ball, lacks
    one stone. Win its tile for Matau.
# Step 2: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l7-s2-wrong = That stone does not settle field f5.
# Step 2: said once the step is done right.
lessons-kemu-l7-s2-right = 2:1 beside the ball: a full Matau tile on f5.
# Step 3: the instruction beside the board.
lessons-kemu-l7-s3 = The triangles along the sidelines have three hollows: 3:0 wins a full
    tile, 2:1 a half tile (½ point, drawn split by a line). The tile goes to the majority,
    whoever places the last stone. Win a half tile for Matau.
# Step 3: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l7-s3-wrong = That stone wins Matau no half tile.
# Step 3: said once the step is done right.
lessons-kemu-l7-s3-right = Triangle a4 is settled 2:1: a half tile for Matau.

## Lesson 8: the Marae count when the board is full

# The title of lesson 8, in the list of lessons and in the page heading.
lessons-kemu-l8-title = The Marae count
# Step 1: the instruction beside the board.
lessons-kemu-l8-s1 = When every hollow is filled and the last stone completed no Tahuna, Awa
    or Ara, the Marae decides. Each tribe counts its tiles, 1 for a full tile and ½ for a
    half tile, and the higher total wins. The totals of this game are shown beside the
    board.
# Step 2: the instruction beside the board.
lessons-kemu-l8-s2 = When both totals are equal, Player A, who placed the ball, wins. In
    this game Matau placed the ball and the count is level, so Matau wins.
# Step 3: the instruction beside the board.
lessons-kemu-l8-s3 = Two hollows are left, e11 and h8. You play Manaia (Player B); Matau
    will fill the last one. Matau placed the ball, so a level count goes to Matau. Which
    stone wins you the count?
# Step 3: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l8-s3-wrong = That stone does not win the count.
# Step 3: said once the step is done right.
lessons-kemu-l8-s3-right = Manaia wins the Marae.

## Lesson 9: the Maori-Tane of the Master game

# The title of lesson 9, in the list of lessons and in the page heading.
lessons-kemu-l9-title = The Maori-Tane
# Step 1: the instruction beside the board.
lessons-kemu-l9-s1 = In the Master game each tribe has one Maori-Tane. Once a game, instead
    of placing a stone, you may stand your Tane on a field with a full tile of your own
    (that tile is removed) and turn it to face one of the four sidelines. Every field in its
    line of sight, up to that sideline, loses its tile, yours included, and stays free of
    tiles for the rest of the game. Here Matau's Tane on d3 faces north: d5, d7, d9 and d11
    are kept free.
# Step 2: the instruction beside the board.
lessons-kemu-l9-s2 = You play Matau. Manaia has full tiles on c6, d5 and d7; yours are on b3
    and d3. Choose one of your full tiles for the Tane, then the sideline it faces, so that
    its line of sight takes Manaia's tiles away. The fields a direction would clear are
    shaded before you confirm.
# Step 2: said after a legal but wrong move (a sentence from the rules core about that move may come before it).
lessons-kemu-l9-s2-wrong = Another line takes more of Manaia's tiles away.
# Step 2: said once the step is done right.
lessons-kemu-l9-s2-right = The Tane on d3 faces north: Manaia's tiles on d5 and d7 are gone,
    and those fields stay free for the rest of the game.
