# The Mū tōrere game screen (?game=mu-torere): board, status line, hints, settings,
# move list and the value chart; and the moves read out to screen-reader users in both
# games (the announcer). Terms -mu-torere and -kemu come from shell.ftl.
#
# Words of the game: the pūtahi is the centre point, the eight kāwai are the arm ends
# (numbered 1–8), the perepere are the counters. The two sides are Green and White.

## Sides and places, used inside other messages

# A side's name as a proper name in sentences ("Green to move.", "White wins!").
mu-side-green = Green
mu-side-white = White
# A point named inside a sentence: "Move from the pūtahi: …", "White moved from
# kāwai 6 to the pūtahi", "…'s move from kāwai 3 let Green win in 5".
mu-place-putahi = the pūtahi
# $kawai: the kāwai's number, 1–8.
mu-place-kawai = kāwai { $kawai }

## Screen heading, legend and buttons

mu-title = { -mu-torere }
# The key under the status line: a triangle marks Green's counters, a dot White's.
mu-legend-green = Green (triangle)
mu-legend-white = White (dot)
# Toggle button: show or hide, beside each counter that can move, what its move leads to.
mu-hints-show = Show hints
mu-hints-hide = Hide hints
# Screen-reader name of the list of hints.
mu-hints-label = What each move leads to

## Hints: one line a movable counter, "Move from kāwai 3: wins in 2"; the short value
## (after the colon) is also written beside the counter on the board.

# $place: mu-place-putahi or mu-place-kawai; $value: one of the mu-hint-… values below.
mu-hint-line = Move from { $place }: { $value }
# The move wins at once.
mu-hint-wins-now = wins now
# $moves: how many of the mover's own moves the win takes with best play, e.g. 2.
mu-hint-wins-in = { $moves ->
    [one] wins in { $moves }
   *[other] wins in { $moves }
}
mu-hint-draws = draws
# $moves: how many of the mover's own moves until the loss with best play, e.g. 1.
mu-hint-loses-in = { $moves ->
    [one] loses in { $moves }
   *[other] loses in { $moves }
}

## Status line: whose turn it is, or how the game ended

# Against the computer, while it chooses its move. $side: a side's name (mu-side-…).
mu-status-thinking = { $side } (computer) is thinking…
# Against the computer, your move. $side: your side's name.
mu-status-your-turn = Your turn: { $side } to move.
# Two people at one screen. $side: the side to move.
mu-status-to-move = { $side } to move.
# The game is over: the player to move has no move and loses. $loser: that side's name.
mu-status-you-win = You win! { $loser } is blocked and cannot move.
mu-status-computer-wins = The computer wins. { $loser } is blocked and cannot move.
# Two people at one screen. $winner and $loser: the sides' names.
mu-status-side-wins = { $winner } wins! { $loser } is blocked and cannot move.
mu-status-draw = Draw by repetition: the same position came up a third time.

## Why a click was refused (an alert under the status line)

# $reason: one of the mu-reason-… messages below.
mu-refused = That counter cannot move: { $reason }.
mu-reason-game-over = the game is over
# A tap on an empty point or on the other side's counter. $side: green or white, the
# side to move (its counters that can move are ringed).
mu-refused-not-yours = There is no { $side ->
    [green] green
   *[white] white
} counter there: tap one of the ringed { $side ->
    [green] green
   *[white] white
} counters.
# Points are numbered 0 (the pūtahi) and 1–8 (the kāwai). $point: a number;
# $side: green or white, the side to move.
mu-reason-not-yours = point { $point } does not hold a { $side ->
    [green] green
   *[white] white
} counter
# $point: the clicked counter's point; $empty: the empty point's number.
mu-reason-not-adjacent = the counter on point { $point } is not next to the empty point { $empty }
# $point: the kāwai's number.
mu-reason-putahi-needs-opponent = the counter on kāwai { $point } may not enter the pūtahi: it is not next to an opponent's counter
# Under the rule set adjacent-enemy. $point: the counter's point.
mu-reason-needs-opponent = the counter on point { $point } may not move: no opponent's counter is next to it

## Settings for a new game

mu-new-game = New game
# Label before the opponent list (keep the space at the end).
mu-opponent = Opponent{" "}
# Screen-reader name of the opponent list.
mu-opponent-label = Opponent
mu-opponent-human = A friend at this screen
mu-opponent-easy = Computer: easy
mu-opponent-medium = Computer: medium
mu-opponent-perfect = Computer: perfect
# Label before the list of sides (keep the space at the end).
mu-you-play = You play{" "}
# Screen-reader name of the list of sides.
mu-you-label = Your colour
mu-you-green = Green (moves first)
mu-you-white = White
# Label before the rule-set list (keep the space at the end).
mu-rules = Rules{" "}
# Screen-reader name of the rule-set list.
mu-rules-label = Rule set
# The five rule sets' names in the list (in English the names used in links).
mu-rules-standard = standard
mu-rules-free = free
mu-rules-adjacent-enemy = adjacent-enemy
mu-rules-first-move = first-move
mu-rules-first-two-turns = first-two-turns
# One line under the list: the chosen rule set and what it asks of a move.
# $rules: its name (mu-rules-…); $description: one of the mu-rules-…-says below.
mu-rules-note = Rules: { $rules } ({ $description }).
mu-rules-standard-says = a counter may enter the pūtahi only if an opponent's counter is on a kāwai beside it
mu-rules-free-says = any counter next to the empty point may move into it
mu-rules-adjacent-enemy-says = a counter may move only if an opponent's counter is next to it
mu-rules-first-move-says = the pūtahi rule holds for each player's first move only, then any move is allowed
mu-rules-first-two-turns-says = the pūtahi rule holds for each player's first two moves, then any move is allowed
mu-start = Start new game

## Links to the learning pages, and the move list

# $lessons and $trainer are the two link texts below.
mu-learn = Learn: { $lessons } · { $trainer }
mu-learn-lessons = guided lessons
mu-learn-trainer = the trap trainer
# Before the move list, keep the space.
mu-moves = Moves:{" "}
mu-moves-none = No moves yet.
# A move in the move list, as the board names its points: "kāwai 4 → pūtahi".
# $from, $to: mu-name-kawai or mu-name-putahi.
mu-move-short = { $from } → { $to }

## The board (screen-reader names)

# A point's name as the board, the printed board and the move list write it (te reo
# Māori in every language); $kawai is 1 to 8.
mu-name-kawai = kāwai { $kawai }
mu-name-putahi = pūtahi
# Shows each point's name on the board (as Moeraki Kemu's "Hollow names").
mu-point-names = Point names

mu-board-label = { -mu-torere } board
# The name of each point: "Kāwai 3, green counter, can move". These two start it.
mu-point-putahi = Pūtahi (centre)
# $kawai: the kāwai's number, 1–8.
mu-point-kawai = Kāwai { $kawai }
# What is on the point: nothing, or a counter of a side ($side: green or white).
mu-point-empty = empty
mu-point-counter = { $side ->
    [green] green counter
   *[white] white counter
}
# $point: mu-point-putahi or mu-point-kawai; $what: mu-point-empty or mu-point-counter.
mu-point = { $point }, { $what }
# The counter may be moved (clicked) now.
mu-point-can-move = { $point }, { $what }, can move
# In a lesson: a counter that may be clicked to learn why it cannot move.
mu-point-try = { $point }, { $what }, try it

## The value chart: what each position of the game is worth with perfect play

mu-chart-caption = The value of every move
# Row labels at the left of the chart (top, middle, bottom).
mu-chart-green-wins = Green wins
mu-chart-draw = Draw
mu-chart-white-wins = White wins
mu-chart-note = Higher means better for Green, lower better for White; the nearer the edge, the sooner the win. Moves are counted for the winner only: "Green wins in 2 moves" means in two of Green's own moves. The values come from the computer, which has worked out every position.
# A value, inside the sentences below. $side: a side's name; $moves: how many of the
# winner's own moves the win takes with best play, e.g. 3 (as every count of moves on the
# site: src/i18n.rs own_moves).
mu-value-won = { $side } has won
mu-value-wins-in = { $side } wins in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
mu-value-draw = draw
# Tooltip of each dot. $value: one of the mu-value-… messages.
mu-chart-at-start = At the start: { $value }
# $move: the move's number, e.g. 7.
mu-chart-after-move = After move { $move }: { $value }
# Screen-reader summary of the chart. $count: how many positions (dots), a plural count
# (1 at the start of a game); $value: the value now (mu-value-…).
mu-chart-summary = Value of each position with perfect play ({ $count ->
    [one] { $count } position
   *[other] { $count } positions
}); now: { $value }.
# Under the turn line once a game is over: brings the value chart into view.
mu-see-chart = See the value of every move
mu-chart-no-slips = No move so far threw away a draw or a win.
# A move that threw away a draw or a win ("a slip"), e.g. "move 7: White's move from
# kāwai 3 let Green win in 5". $move: the move's number; $mover: the side who made it;
# $place: where its counter came from (mu-place-…); $winner: the side that now wins;
# $moves: how many of the winner's own moves that win takes with best play.
mu-slip-win-now = move { $move }: { $mover }'s move from { $place } let { $winner } win at once
mu-slip-win-in = move { $move }: { $mover }'s move from { $place } let { $winner } win in { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
mu-slip-draw = move { $move }: { $mover }'s move from { $place } threw away the win: the game is now a draw

## Moves read out to screen-reader users (both games)

# Mū tōrere: the opponent's (or the computer's) move. $side: a side's name; $from, $to:
# mu-place-putahi or mu-place-kawai. "White moved from kāwai 6 to the pūtahi".
announce-mu-move = { $side } moved from { $from } to { $to }

# Moeraki Kemu: one sentence a move, the move first, then what it caused. $tribe: Matau
# or Manaia; $hollow: a hollow's name such as e5; $field: a field's name such as d4.
announce-kemu-ball = { $tribe } placed the Moeraki ball on { $hollow }
announce-kemu-stone = { $tribe } placed a stone on { $hollow }
# The Maori-Tane (here "the Tane") stands on a field facing one of four directions.
announce-kemu-tane = { $tribe } stood the Tane on { $field } facing { $direction ->
    [north] north
    [east] east
    [south] south
   *[west] west
}
# The player had no move and passed.
announce-kemu-passed = { $tribe } passed
# A field was enclosed and gets a tile: full (four stones of one tribe) or half.
announce-kemu-full-tile = full tile on { $field } for { $tribe }
announce-kemu-half-tile = half tile on { $field } for { $tribe }
announce-kemu-stays-empty = { $field } stays empty
announce-kemu-tile-removed = { $tribe }'s tile on { $field } removed
# Fields in the Tane's line, kept free of tiles for the rest of the game. $fields: their
# names, e.g. "d5, d7, d9".
announce-kemu-kept-free = { $fields } kept free
# The move, then what it caused ($effects: the messages above, joined by "; ").
announce-kemu-with-effects = { $move }: { $effects }
