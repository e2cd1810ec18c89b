# The learning pages of Mū tōrere: the page "About Mū tōrere" (?game=mu-torere&about=1),
# the seven guided lessons (?learn=mu-torere&lesson=1 to 7) and the trap trainer
# (?game=mu-torere&puzzle=1). Game terms keep their te reo Māori names in every language:
# pūtahi (the centre point), kāwai (the eight arms and their points), perepere (the
# counters). Every count of moves on the site counts one player's own moves (issue 40;
# src/i18n.rs own_moves): "Green wins in 2 moves" is two of Green's moves, with White's
# replies between them. Do not write "ply" or "plies": a class does not know them.

# The title of Elsdon Best's book, spelt as it was printed (1925); it stays as it is in
# every language.
-best-book = Games and Pastimes of the Maori

## Words used on several learning pages

# Why a legal move was not the best one, from the computer's solve (lessons and trap
# trainer), in plain words: counts are of one player's own moves, not plies. $worth says
# what the move played is worth: "wins" (a win, but slower: $played is how many of your
# own moves it takes, this one included), "draws", "loses-soon" (the opponent can now win
# with its next move: $played is 1) or "loses" (the opponent can now force a win within
# $played of its moves). $aim says what was possible: "win" (the best move wins within
# $best of your moves; 1: at once) or "draw" (another move keeps the draw).
# Example: "That move only draws: your opponent can now stop you winning; the best move here wins
# within 2 of your moves."
# The English must stay word for word the rules core's (takaro::mu_torere::explain_wrong,
# compared by a unit test in src/mu/lessons/judge.rs).
learn-mu-wrong-move = That move { $worth ->
    [wins] wins too, but more slowly: it takes { $played ->
        [one] { $played } move
       *[other] { $played } moves
    } of yours
    [draws] only draws: your opponent can now stop you winning
    [loses-soon] loses: your opponent can now win { $played ->
        [one] with their next move
       *[other] within { $played } of their moves
    }
   *[loses] loses: your opponent can now force a win within { $played ->
        [one] { $played } move
       *[other] { $played } moves
    } of theirs
}; { $aim ->
    [win] the best move here wins { $best ->
        [one] at once
       *[other] within { $best } of your moves
    }
   *[draw] another move keeps the draw
}.

## About Mū tōrere (?game=mu-torere&about=1)

learn-mu-about-title = About { -mu-torere }
learn-mu-about-intro = { -mu-torere } is a two-player board game of the Māori of Aotearoa New Zealand,
    associated above all with Ngāti Porou of the East Coast of the North Island. It belongs to the
    taonga tākaro, the treasured games, which are again being taught and played in schools, on marae
    and at festivals.

learn-mu-about-board-heading = The board and its parts
learn-mu-about-board = The board is an eight-pointed star, sometimes compared to an octopus. People
    marked it on the ground, carved it in wood or drew it on bark.
# A list of terms: each term (pūtahi, kāwai, perepere, shown as they are) and its meaning.
learn-mu-about-term-putahi = the centre point of the star (point 0 in this game's notation)
learn-mu-about-term-kawai = the eight arms, each ending in a point; numbered 1 to 8 clockwise from the top
learn-mu-about-term-perepere = the counters; each player has four

learn-mu-about-play-heading = How to play
# A numbered list of the rules; the second item has a list of three kinds of move.
learn-mu-about-play-start = Green starts on kāwai 1 to 4, White on kāwai 5 to 8. The pūtahi is empty,
    so exactly one point is free.
learn-mu-about-play-move = On your turn you move one of your counters into the free point:
learn-mu-about-play-along = from a kāwai to the kāwai beside it;
learn-mu-about-play-out = from the pūtahi out to any kāwai;
learn-mu-about-play-in = from a kāwai into the pūtahi, but only if that counter has an opponent's
    counter on a neighbouring kāwai.
learn-mu-about-play-lose = If it is your turn and none of your counters can move, you lose.
# "Show hints" is the name of a button on the game's screen.
learn-mu-about-in-app = In this app: click or tap a counter that can move (it has a dashed ring), or
    Tab to it and press Enter or Space. The computer's last move is shown with an arrow. "Show hints"
    tells you, for each move, whether it wins, draws or loses with best play from then on.
# $lessons and $trainer are links, with the texts learn-mu-about-lessons-link and
# learn-mu-about-trainer-link.
learn-mu-about-new = New to the game? Follow the { $lessons }, then practise the traps in the { $trainer }.
learn-mu-about-lessons-link = guided lessons
learn-mu-about-trainer-link = trap trainer

learn-mu-about-history-heading = History
learn-mu-about-history = The ethnographer Elsdon Best described the game in print in 1917 and again in his
    book { -best-book } (1925). A well-known story tells that the chief Wiremu Tamihana offered to play
    a game with Governor George Grey, and that Grey did not accept. Visitors who took the game lightly
    are said to have lost their bets against skilled Māori players.
learn-mu-about-age = How old the game is remains debated. Some writers think it was adapted from
    European draughts after contact; others hold that it was played before Europeans arrived. The
    sources do not settle the question, and this page does not take a side.

learn-mu-about-rule-sets-heading = Five rule sets, and why the pūtahi rule exists
# "New game" is the name of the settings on the game's screen; the table follows.
learn-mu-about-rule-sets = Written sources disagree about when a counter may enter the pūtahi. This app
    offers five rule sets (choose one under "New game"). Each is solved completely when the app is
    built, so the computer, the hints and the trainer play perfectly under all of them. This is what
    the solve says:

## The rule-set table's column headings: the rule set, what a move may do, what the start
## is worth with perfect play, how many positions can be reached, and how many of them
## are won, lost and drawn for the player to move.

learn-mu-table-rule-set = Rule set
learn-mu-table-move = A move
learn-mu-table-start = The start, with perfect play
learn-mu-table-positions = Positions
learn-mu-table-won = Won
learn-mu-table-lost = Lost
learn-mu-table-drawn = Drawn

## What the start is worth (a cell of the table). $moves is how many of the winner's own
## moves the win takes, e.g. 2.

learn-mu-start-draw = a draw
learn-mu-start-green-wins = Green wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
learn-mu-start-white-wins = White wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
# Below the table; the "*" marks the counts of the two opening rule sets in the table.
learn-mu-table-note = Won, lost and drawn are for the player to move; a win counts the winner's own moves. * Under the two opening rule
    sets a position's value also depends on how many moves have been made, so these count positions
    once for each stage of the opening.
# free, standard and adjacent-enemy are rule sets' names (learn-mu-rules-…).
learn-mu-about-teaches = What this teaches: with no restriction (free), Green wins with the very first
    move, by stepping from kāwai 2 or 3 into the pūtahi; White's counters are then walled in. The
    pūtahi rule is there to stop that. Keeping the rule for the first move only is not enough: White
    then wins within 2 of its own moves, however Green plays. Keeping it for each player's first two moves, or for
    the whole game (standard), gives a game that is drawn with perfect play but full of traps. Asking
    for an opponent beside every move (adjacent-enemy) goes too far the other way: no one can ever be
    blocked, so every game is drawn.

## Choices this version makes (a list; the names in it are rule sets' names, and "Start
## again" is a button of the trap trainer)

learn-mu-choices-heading = Choices this version makes
learn-mu-choice-first = Green moves first. The sources do not say which player starts.
learn-mu-choice-opening = Under first-move and first-two-turns, the opening's moves are counted from the
    start of the game. A lesson or a puzzle is always played under the standard rules; under first-move
    and first-two-turns the trap trainer uses the free rules' puzzles, since a position after the
    opening is played freely.
learn-mu-choice-puzzles = The trap trainer's puzzles are found in the solve, not typed in. Turning the
    board, mirroring it and swapping the colours (with the player to move) change nothing in the rules,
    and up to these there are 43 kinds of position under the standard rules: the player to move wins in
    7 of them (four in 1 move, two in 2 and the big trap in 3, counting the winner's own moves) and
    loses in 5. Each winning kind is a "win in N moves" puzzle, played against a perfect opponent; each drawn kind where some move loses is an
    "avoid the trap" puzzle. A puzzle is shown in a random turn and colouring each time it is opened;
    "Start again" keeps it.
learn-mu-choice-chart = The value chart shows, for each position of the game, who wins with perfect play
    from there and in how many of the winner's own moves, taking the game's history into account (a position already seen
    twice is a draw to reach). A move is marked as throwing a result away when it changes who wins
    against its player: a draw into a loss, or a win into a draw or a loss. Choosing a slower win is
    not marked.
learn-mu-choice-adjacent = Under adjacent-enemy, "adjacent" means joined by a line of the board: a counter
    on a kāwai touches its two neighbouring kāwai and the pūtahi, and the counter on the pūtahi touches
    every kāwai.
learn-mu-choice-repetition = Repetition: when the same position (the board and the player to move) occurs
    for the third time, the game is a draw. The starting position counts as its first occurrence.
    Without such a rule two careful players could go on for ever.
learn-mu-choice-solve = The computer's play comes from a complete solve, made when the app is built, of
    every position that can arise from the start: 1,180 positions, of which 208 are won, 128 lost and
    844 drawn for the player to move. The start is a draw, and no forced win takes more than 3 of
    the winner's moves. The whole table fits in 630 bytes.
learn-mu-choice-computer = The perfect computer wins as fast as it can, resists as long as it can when
    lost, and in drawn positions prefers moves that give you the most chances to go wrong, choosing at
    random among equals. The easy and medium levels sometimes (half and a fifth of the time) play any
    legal move instead.
learn-mu-choice-colours = The second colour is a light cream, so it differs from green in lightness as
    well as hue, and every counter carries a mark (a triangle for Green, a dot for White) so colour is
    never the only cue.

## The guided lessons (?learn=mu-torere&lesson=1 to 7)

# The page's heading. $number is the lesson's number (1 to 7), $title its title
# (learn-mu-lesson-…-title), e.g. "Learn Mū tōrere — lesson 3: The pūtahi rule".
learn-mu-lesson-heading = Learn { -mu-torere } — lesson { $number }: { $title }
# The link after the last lesson (in lessons-finished, lessons.ftl).
learn-mu-try-trainer = Try the trap trainer
# Said after a right move in a lesson where the computer defends; $reply is
# learn-mu-replied, e.g. "Green replied from kāwai 4 to the pūtahi."
learn-mu-good = Good.
learn-mu-good-reply = Good. { $reply } Your move.
# The computer's reply in words. $side is learn-mu-side-green or -white; $from and $to
# are learn-mu-place-… ("kāwai 4", "the pūtahi").
learn-mu-replied = { $side } replied from { $from } to { $to }.

## Lesson 1. Each step has an instruction; a step with a task has words for a right
## move (…-right) and, where needed, for a wrong one (…-wrong).

learn-mu-lesson-board-title = The board and its parts
learn-mu-lesson-board-1 = This is the { -mu-torere } board. The eight arms are the kāwai, numbered 1 to 8
    clockwise from the top; the centre is the pūtahi. Each player has four counters, the perepere:
    Green (triangles) starts on kāwai 1 to 4, White (dots) on kāwai 5 to 8. Exactly one point is ever
    empty: now the pūtahi.
learn-mu-lesson-board-2 = Green moves first. Every move takes one of your perepere into the empty point.
    Move a Green counter into the pūtahi.
learn-mu-lesson-board-2-right = Yes: your counter is on the pūtahi, and the point it left is the new empty point.

## Lesson 2

learn-mu-lesson-moves-title = How counters move
learn-mu-lesson-moves-1 = Kāwai 3 is empty. A counter on a kāwai may step along the ring to the kāwai
    beside it. Move a Green counter into kāwai 3.
learn-mu-lesson-moves-1-right = Right: counters on kāwai 2 and 4 are next to kāwai 3, so either may step into it.
learn-mu-lesson-moves-2 = Kāwai 6 is empty, far from Green's counters on the ring. The counter on the
    pūtahi may jump out to any kāwai. Move it.
learn-mu-lesson-moves-2-wrong = That counter is not next to the empty kāwai 6. Only the counter on the
    pūtahi can reach it.
learn-mu-lesson-moves-2-right = Yes: from the pūtahi a counter can go out to whichever kāwai is empty.

## Lesson 3

learn-mu-lesson-rule-title = The pūtahi rule
learn-mu-lesson-rule-1 = A counter may enter the pūtahi only if an opponent's counter stands on a kāwai
    beside it. At the start, kāwai 1 is beside White's kāwai 8, and kāwai 4 beside White's kāwai 5;
    kāwai 2 and 3 have only Green neighbours.
learn-mu-lesson-rule-2 = Try it: move into the pūtahi a Green counter that is allowed to go there. You
    may click any Green counter; the rules will say if it may not move.
learn-mu-lesson-rule-2-right = Right. Without this rule Green could win at once by moving kāwai 2 or 3
    into the pūtahi: White's counters would be walled in.

## Lesson 4

learn-mu-lesson-block-title = Blocking
learn-mu-lesson-block-1 = The player who cannot move loses. Here it is White's turn, and kāwai 2 is
    empty; its neighbours, kāwai 1 and 3, and the pūtahi all hold Green counters. White cannot move:
    Green has won.
learn-mu-lesson-block-2 = Green to move, and kāwai 1 is empty. Find the move that leaves White no move at all.
learn-mu-lesson-block-2-wrong = That move lets White move on. Look at the point your move will leave
    empty: who stands next to it?
learn-mu-lesson-block-2-right = Blocked! The point you left empty is surrounded by Green, so White cannot move.

## Lesson 5. The computer's reasons (learn-mu-wrong-move) follow a …-wrong text.

learn-mu-lesson-small-title = The small traps
learn-mu-lesson-small-1 = Green can make sure of a win in 2 moves (Green, then White, then Green), whatever White does.
    Find the first move; the computer defends as well as it can.
learn-mu-lesson-small-1-wrong = That is not the quickest way to trap White.
learn-mu-lesson-small-1-right = Trapped: White had only one reply, and it walked into the block.
learn-mu-lesson-small-2 = Now the other side of a trap. The game is level, but one Green move here
    loses. Find a move that keeps the draw.
learn-mu-lesson-small-2-wrong = That move walks into a trap.
learn-mu-lesson-small-2-right = Safe: the game stays level.

## Lesson 6

learn-mu-lesson-big-title = The big trap
learn-mu-lesson-big-1 = The longest win that cannot be stopped in { -mu-torere } takes 3 of the winner's
    moves, and this is it. You play White: find the win move by move, while the computer gives its
    best replies.
learn-mu-lesson-big-1-wrong = That lets Green escape the big trap.
learn-mu-lesson-big-1-right = The big trap is closed: Green is blocked.

## Lesson 7

learn-mu-lesson-repeat-title = A draw by repetition
learn-mu-lesson-repeat-1 = Two careful players can go round and round. When the same position (the
    board and the player to move) comes up a third time, the game is a draw. The players have gone
    round this loop once and nearly twice: moving out of the pūtahi to kāwai 5 now brings back the
    starting position for the third time. Make that move.
learn-mu-lesson-repeat-1-wrong = That move does not bring back a position for the third time.
learn-mu-lesson-repeat-1-right = Drawn by repetition: the starting position has come up three times.

## The trap trainer (?game=mu-torere&puzzle=1)

learn-mu-trainer-title = { -mu-torere } trap trainer
learn-mu-trainer-lead = Every puzzle here was found in the computer's complete solve of the game: each
    kind of winning position, and drawn positions hiding a losing move. Each is shown turned and
    coloured at random.
# $solved and $total are counts (u32, so they may become plural selectors; no noun follows
# them here), $rules a rule set's name (learn-mu-rules-…): "Solved: 2 of 11 under standard."
learn-mu-trainer-solved = Solved: { $solved } of { $total } under { $rules }.
# The label of the rule-set list, and its screen-reader name.
learn-mu-trainer-rules = Rules
learn-mu-trainer-rules-label = Rule set
# $rules is first-move or first-two-turns (learn-mu-rules-…); "free" is the rule set.
learn-mu-trainer-rules-note = Under { $rules } every position after the opening is played freely, so
    these are the free rules' puzzles.
# $rules is a rule set's name (adjacent-enemy).
learn-mu-trainer-no-traps = Under { $rules } no position is won or lost, so there are no traps to
    learn: every game is a draw.
# An address asked for a puzzle that does not exist. $number is the puzzle asked for,
# $count how many there are (a plural count), $rules the rule set's name:
# "There is no puzzle 20: under standard there are 11 puzzles."
learn-mu-trainer-no-puzzle = There is no puzzle { $number }: under { $rules } there { $count ->
    [one] is { $count } puzzle
   *[other] are { $count } puzzles
}.
# The label of the list of puzzles, and its screen-reader name.
learn-mu-trainer-puzzle = Puzzle
learn-mu-trainer-puzzle-label = Puzzle
learn-mu-trainer-next = Next puzzle

## The puzzles in the list: "5. Win in 2 moves" ($number is the puzzle's, $moves how many
## of the learner's own moves the win takes); a solved one is followed by a tick ✓.

learn-mu-trainer-option-win = { $number }. Win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
learn-mu-trainer-option-avoid = { $number }. Avoid the trap
# The puzzle's heading: $number and $goal (one of learn-mu-goal-…): "Puzzle 5: Win in 2 moves: …".
learn-mu-trainer-heading = Puzzle { $number }: { $goal }

## What a puzzle asks. $moves is how many of the learner's own moves the win takes (2 or 3).

learn-mu-goal-win-1 = Win in 1 move: block your opponent with this move
learn-mu-goal-win = Win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} of yours: block your opponent, whatever they do
learn-mu-goal-avoid = Avoid the trap: a move here loses; find one that keeps the draw

## The status line. $side is learn-mu-side-green or -white.

learn-mu-trainer-solved-status = Solved! Well done.
learn-mu-trainer-defending = { $side } (the computer) is defending…
learn-mu-trainer-your-move = You play { $side }: your move.

## What is said about a move.

learn-mu-trainer-wait = Wait: it is not your move.
# $why is learn-mu-wrong-move.
learn-mu-trainer-wrong = { $why } On the board: your move and the defence's best answer to it. Tap a counter or press Start again to try again.
# The status line while a wrong try and the defence's answer to it are on the board.
learn-mu-trainer-tried-status = Your try, and the defence's best answer to it.
learn-mu-trainer-best = Right! That is the best move.
learn-mu-trainer-good = Good move. Now your opponent (the computer) replies.
# Button: start the same puzzle again.
learn-mu-trainer-restart = Start again
# Button, after two wrong tries: show the best move.
learn-mu-trainer-show-answer = Show the answer
# The answer in words; $from and $to are mu-place-… ("kāwai 2", "the pūtahi").
learn-mu-trainer-answer = The answer: move your counter from { $from } to { $to }.
# Beside the counter to move, on the board, while the answer is shown.
learn-mu-trainer-answer-hint = move this one
