# The Moeraki Kemu game screen: the board's accessible names, the state of play in
# words, the Tane controls, the Moeraki scale, the match settings, the move list and
# every message. Matau and Manaia (the two tribes), Tahuna, Awa, Ara, Marae, Auge
# (the victories), Uira, Kiwi, Moa, Ika Moana (match lengths), Maori-Tane and Tane are
# the game's own names: keep them as they are. Hollow names (f6, e5) and field names
# (d3, f5) are the same in every language.
# Pieces shown one after another on a line are joined by " · " in the page.

## Tribes, colours, tiers, levels, directions

# A tribe with the colour of its stones, e.g. "Matau (black)". Shown in the list of
# tribes beside the board and as the label of the setting for who plays that tribe.
# $tribe is "matau" or "manaia".
kemu-tribe-heading = { $tribe ->
    [matau] Matau (black)
   *[manaia] Manaia (white)
}
# The tiers (names of the three games), shown in the settings and in the title.
kemu-tier-beginner = Beginner
kemu-tier-basic = Basic
kemu-tier-master = Master
# The Master game with the optional Auge victory, an option of the Tier setting.
kemu-tier-master-auge = Master with Auge
# The computer's level; $level is "easy", "medium" or "hard".
kemu-level = { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
}
# The four directions a Tane can face (towards a sideline of the board); $direction is
# "north", "east", "south" or "west" (north is towards row 11).
kemu-direction = { $direction ->
    [north] north
    [east] east
    [south] south
   *[west] west
}

## Title

# The screen's heading. $tier is the tier's name (kemu-tier-…), e.g. "Basic".
kemu-title = { -kemu } · { $tier } game
# The same, for the Master game played with the optional Auge victory.
kemu-title-auge = { -kemu } · { $tier } game with Auge

## The tribes beside the board (one line a tribe, pieces joined by " · ")

# Who plays the tribe: a person at the screen, or the computer at a level ($level is
# kemu-level, e.g. "hard").
kemu-who-person = person
kemu-who-computer = computer, { $level }
# Player A places the ball; Player B places the first stone.
kemu-player-a = Player A
kemu-player-b = Player B
# $count: the tribe's stones not yet placed, e.g. 27.
kemu-stones-left = stones left: { $count }
# The tribe's score in tiles; $score is a number that may end in ½, e.g. "2½".
kemu-tiles-score = tiles: { $score }
# Whether the tribe has played its Tane (Master game). $field is a field name (d3);
# $direction is kemu-direction, e.g. "north".
kemu-tane-available = Tane: available
kemu-tane-used = Tane: used on { $field } facing { $direction }
# For screen readers only, at the end of the line of the tribe to move.
kemu-to-move = to move

## The Moeraki scale (the match)

# The heading of the match; $length is the match length (kemu-length-…).
kemu-scale-heading = Moeraki scale: { $length }
# Match lengths: a single game, or a number of wins on the Moeraki scale; $name is the
# game's name for it (Uira, Kiwi, Moa, Ika Moana), $target the wins needed (3, 5, 7, 10).
kemu-length-single = Single game
kemu-length-named = { $name } ({ $target })
# The number of the game being played in the match, e.g. "game 2".
kemu-scale-game = game { $number }
# Drawn games so far in the match (Beginner game only), e.g. "draws 1".
kemu-scale-draws = draws { $count }
# Screen-reader name of a tribe's row of notches, e.g. "Matau: 1 of 3 wins"; $target is
# a plural count ("0 of 1 win" in a single game).
kemu-scale-label = { $tribe }: { $wins } of { $target ->
    [one] { $target } win
   *[other] { $target } wins
}
# Shown when the match is won, e.g. "Ka pai! Matau wins the Kemu: 3 to 1."
# ("Ka pai!" is te reo Māori for "Well done!", kept in English too.) $wins and $other
# are game wins, passed as plain numbers (no plural selector), so no noun follows them:
# a single-game match would otherwise read "1 games".
kemu-match-won = Ka pai! { $tribe } wins the Kemu: { $wins } to { $other }.
# The same when the computer has won the match against a person: no praise.
kemu-match-won-computer = { $tribe } wins the Kemu: { $wins } to { $other }.

## Status line: whose turn it is and what to do, or how the game ended

# Names in the status line: a tribe played by the person when the computer plays the
# other tribe, or a tribe the computer plays. (Between two people, the tribe's name
# alone.) $tribe is Matau or Manaia.
kemu-name-you = { $tribe } (you)
kemu-name-computer = { $tribe } (computer)
# $who is the tribe's name as above, e.g. "Manaia (computer)".
kemu-status-thinking = { $who } is thinking…
kemu-status-ball = { $who } is Player A: place the Moeraki ball in one of the highlighted central hollows.
kemu-status-must-pass = { $who } has no stones left and must pass.
kemu-status-tane-field = { $who }: choose one of your full tiles for the Tane.
# $field: the field the Tane stands on, e.g. "d3".
kemu-status-tane-direction = { $who }: choose the direction the Tane on { $field } faces.
# $direction: kemu-direction, e.g. "north".
kemu-status-tane-confirm = { $who }: confirm the Tane on { $field } facing { $direction }, or choose another direction.
kemu-status-play = { $who } to play: place a stone in any empty hollow.
kemu-status-draw = Draw: the board is full and nobody made a Tahuna, Awa or Ara.
# The end of a won game; $how lists the victories (below), joined by "; ".
# E.g. "Matau wins the game: Awa on b2 c3 d4 e5."
kemu-status-won = { $who } wins the game: { $how }.
# A game a person resigned; $who is the tribe that resigned and $winner the other, named
# as above, e.g. "Matau (you) gave up: Manaia (computer) wins the game."
kemu-status-resigned = { $who } gave up: { $winner } wins the game.
# The button that ends a game in progress by resigning it, its question and its answer;
# $winner is the other tribe, named as above. "Give up" is the word a class knows; the
# button keeps "resign" in brackets, the name chess players use.
kemu-resign = Give up (resign)
kemu-resign-ask = Give up this game? { $winner } wins it.
kemu-resign-confirm = Give up the game
# The Marae count; $matau and $manaia are the two scores, e.g. "Marae: 12 to 10½".
kemu-victory-marae = Marae: { $matau } to { $manaia }
# The same when the scores are equal: Player A (who placed the ball) wins the tie.
kemu-victory-marae-tie = Marae: { $matau } to { $manaia }, a tie won by Player A
# A Tahuna: the square field $field enclosed by one tribe's four stones, e.g. "a Tahuna
# (four stones round the square d4)". It follows a colon in kemu-status-won: no colon here.
kemu-victory-tahuna = a Tahuna (four stones round the square { $field })
# An Awa, Ara or Auge victory; $victory is its name, $hollows the hollows, joined by
# spaces, e.g. "Awa on b2 c3 d4 e5".
kemu-victory-line = { $victory } on { $hollows }

## Messages (shown in an alert under the status)

# A move the rules refuse; $why is one of kemu-error-… below.
kemu-not-allowed = Not allowed: { $why }.
kemu-finish-tane = Finish or cancel the Tane turn first.
# Stands in, outside English, for a technical reason that has no translation.
kemu-reason-unknown = the reason could not be read
# A shared game link (the address's record) that cannot be opened.
kemu-link-later-game = The shared game link refers to a later game of a match; it was not opened.
# $why is one of kemu-record-… below.
kemu-link-unreadable = The shared game link could not be read ({ $why }); your game is unchanged.

## Why a move is refused (the rules core's reasons; they follow "Not allowed: ")

kemu-error-game-over = the game is over
# $to-move is the tribe whose turn it is, $tribe the other one.
kemu-error-not-your-turn = it is { $to-move }'s turn, not { $tribe }'s
kemu-error-occupied = hollow { $hollow } is already taken
kemu-error-ball-not-central = the Moeraki ball goes in one of the 9 central hollows (f6, e5, e7, g5, g7, d6, f4, f8, h6), not { $hollow }
kemu-error-ball-same = the ball was in { $hollow } last game; this game it must go in a different central hollow
kemu-error-ball-not-placed = Player A must first place the Moeraki ball in a central hollow
kemu-error-no-stones = { $tribe } has no stones left and must pass
kemu-error-cannot-pass = { $tribe } still has stones and must place one (a pass is only for a player with none left)
# $tier is a tier's name (kemu-tier-…), e.g. "Basic".
kemu-error-tane-tier = the Maori-Tane is played only in the Master game, not the { $tier } game
kemu-error-tane-used = { $tribe } has already used the Tane this game
kemu-error-no-full-tile = the Tane must stand on a full tile of { $tribe }'s own; field { $field } has none

## Why a game record (in a shared link) cannot be read

kemu-record-empty = the record is empty: it starts with the tier (beginner, basic or master)
# $token is the text that is wrong, in quotes, e.g. "\"zz\"". The words beginner,
# basic, master and master+auge are record notation: keep them.
kemu-record-bad-tier = token 1: { $token } is not a tier; use beginner, basic, master or master+auge
# A record written out in words ("beginner a=matau f6 e5"): $position says which of its
# words (tokens) is wrong, counted from 1, and $token is that word in quotes. $reason is
# the rules core's English (these reasons are not translated). The English is the rules
# core's own words, which a unit test in src/kemu/words.rs compares.
kemu-record-bad-token = token { $position }: { $token }: { $reason }
# A link's compact record ("ekAA"), where every move is one character: $position counts
# characters from 1 and $token is that character, in quotes; $reason is one of the
# kemu-record-reason-… below. (The command line, which reads both forms, says "token N"
# here too; the page says "character", as a unit test in src/kemu/words.rs checks.)
kemu-record-bad-character = character { $position }: { $token }: { $reason }
# $number counts moves from 1 (the ball is move 1); $move is the move, e.g. "f6";
# $why is one of kemu-error-….
kemu-record-illegal = move { $number } ({ $move }) is illegal: { $why }
# Reasons a character of a link's record is wrong. The letters are notation: keep them.
kemu-record-reason-tier = the first character is the tier: e, b, m or a
kemu-record-reason-player-a = the second character is Player A: k (Matau) or w (Manaia)
kemu-record-reason-previous = '!' is followed by the previous ball's hollow
kemu-record-reason-tane = '~' is followed by a field and a direction (n, e, s, w)
kemu-record-reason-move = not a move character

## Buttons and notes beside the board

# $tribe is the tribe to move, e.g. "Use Matau's Tane".
kemu-use-tane = Use { $tribe }'s Tane
kemu-pass = Pass (no stones left)
# $tribe is the next game's Player A.
kemu-next-game = Next game (Player A: { $tribe })
# Toggle button: show the column letters and row numbers around the board.
kemu-hollow-names = Hollow names
# Toggle button and its tooltip.
kemu-aids = Learner aids
kemu-aids-title = Mark the hollows where a stone wins now
# The learner aids in words; $tribe is a tribe, $hollows a list of hollows joined by
# ", ", e.g. "Matau wins now on d4." and "Watch out: Manaia would win next on a9."
kemu-aids-win-now = { $tribe } wins now on { $hollows }.
kemu-aids-watch-out = Watch out: { $tribe } would win next on { $hollows }.
# Under the aids in words: what the board's marks mean. $marks: one or both of the
# kemu-aids-mark-… texts, joined with "; ".
kemu-aids-legend = On the board: { $marks }.
kemu-aids-mark-win = a solid ring where a stone wins now
kemu-aids-mark-threat = a dashed square where the opponent would win next
kemu-tane-note = Fields in a Tane's line of sight (hatched) stay free of tiles for the rest of the game. Where two Tane lines cross, the later Tane's line governs the field: it stays free.
kemu-undo-note = Undo was used in this game.

## The Tane turn (Master game)

# Screen-reader names of the two steps' groups of controls.
kemu-tane-turn = Tane turn
kemu-tane-direction-group = Tane direction
kemu-tane-choose-field = Choose one of your full tiles (highlighted) for the Tane. Its tile will be removed.
kemu-tane-cancel = Cancel Tane
# $field is the field chosen for the Tane, e.g. "d3".
kemu-tane-choose-direction = Tane on field { $field }: choose the sideline it faces. The fields it would clear are shaded on the board.
# A button for each direction; $direction is kemu-direction, $fields the fields the
# Tane would clear, joined by ", " (e.g. "d5, d7, d9, d11"), or kemu-tane-no-fields.
kemu-tane-face = Face { $direction } (clears { $fields })
kemu-tane-no-fields = no fields
kemu-tane-confirm = Confirm Tane

## Settings for a new match

kemu-new-match = New match
# Labels of the settings.
kemu-setting-tier = Tier
kemu-setting-length = Moeraki scale
kemu-setting-player-a = Player A in game 1
# Options of who plays a tribe; $level is kemu-level, e.g. "Computer: easy".
kemu-controller-person = A person at this screen
kemu-controller-computer = Computer: { $level }
kemu-start-match = Start new match

## A link to the learning pages, under the settings

# $lessons is the link to the lessons (kemu-learn-lessons).
kemu-learn = Learn: { $lessons }
kemu-learn-lessons = guided lessons

## The move list (a folding box under the settings)

# $count: moves played so far.
kemu-moves = Moves ({ $count })
# The first move of a game, where Player A placed the ball; $move is a hollow, e.g. "f6".
kemu-move-ball = ball { $move }
# A pass in the move list.
kemu-move-pass = pass
# Marks of the review of a finished game, in brackets after a move.
# $hollows: where the player could have won at once, joined by ", ".
kemu-review-missed = missed a win on { $hollows }
kemu-review-gave = left a win in one, which was taken
# The label of a text box holding the link, followed by the box.
kemu-share-link = Link to this game (copy it to share or to come back later):

## The board's accessible names (screen readers)

# The board as a whole.
kemu-board-label = { -kemu } board
# How to play the board by keyboard: the board's description for screen readers, and a
# line of the About page.
kemu-board-keys = Keyboard: Tab to the board, move between the hollows with the arrow keys, and
    press Enter or Space to place the ball or a stone in the hollow.
# A hollow: its name, what is in it ($content: kemu-ball, kemu-stone or
# kemu-hollow-empty), and whether it is one of the nine central hollows (the Moeraki
# field), or one of the four of those on the white circle.
# E.g. "e5, empty, central hollow", "c3, Manaia stone (white)".
kemu-hollow-label = { $hollow }, { $content }
kemu-hollow-label-central = { $hollow }, { $content }, central hollow
kemu-hollow-label-circle = { $hollow }, { $content }, central hollow on the circle
kemu-ball = Moeraki ball
# $tribe is "matau" or "manaia".
kemu-stone = { $tribe ->
    [matau] Matau stone (black)
   *[manaia] Manaia stone (white)
}
kemu-hollow-empty = empty
# Added to a hollow's name by the learner aids; $label is the hollow's name as above.
kemu-hollow-wins-here = { $label }: your stone here wins
kemu-hollow-opponent-wins-here = { $label }: watch out, the opponent wins here next
# A beach field: its name and kind, and its tile if any ($tile: kemu-tile-… or
# kemu-field-kept-free). E.g. "Field d3, beach field, Matau full tile".
kemu-field-label = Field { $field }, { $kind }
kemu-field-label-tile = Field { $field }, { $kind }, { $tile }
# The kinds of field: a square inside the board, a triangle at a sideline, a triangle
# at a corner.
kemu-field-square = beach field
kemu-field-edge = edge triangle
kemu-field-corner = corner triangle
# Tribal tiles on a field; $tribe is Matau or Manaia.
kemu-tile-full = { $tribe } full tile
kemu-tile-half = { $tribe } half tile
# A field in a Tane's line of sight, which gets no tile.
kemu-field-kept-free = kept free by a Tane
# A field that can take the Tane now (a button); $label is the field's name as above.
kemu-field-tane-choice = { $label }: place the Tane here

## The analysis of a finished game: every position valued by the computer, a chart of
## the values, and the moves that lost most

# A button under step-through once the game is over.
kemu-analyse = Analyse the game
# The same for a game in progress: the analysis of the moves played so far.
kemu-analyse-so-far = Analyse the game so far
# The progress bar's name.
kemu-analysis-progress = Analysing the game
kemu-analysis-failed = The analysis stopped: the computer could not answer.
kemu-analysis-caption = Who was ahead, move by move
# Row labels at the left of the chart (top, middle, bottom).
kemu-analysis-matau-ahead = Matau ahead
kemu-analysis-even = Even
kemu-analysis-manaia-ahead = Manaia ahead
# Moves are counted as everywhere on the site: one player's own moves. $depth: how many
# of the moving tribe's own moves the computer looks ahead, e.g. 2 (its move, the reply,
# its next move); $threshold: how far the chart must swing against the tribe that moved
# for its move to be marked, e.g. 150 (up for a Manaia move, down for a Matau move).
kemu-analysis-note = Higher on the chart is better for Matau, lower is better for Manaia. A dot at the very top or bottom means that tribe is sure to win, whatever the other does. The computer (at its hard level) works out each value by thinking ahead { $depth ->
    [one] one move
   *[other] { $depth } moves
} of the tribe whose turn it is, with the other tribe's replies in between. A move is marked when it was much worse for the tribe that made it: a swing of { $threshold } or more against that tribe on the chart.
# A value, inside the sentences below. $tribe: Matau or Manaia; $points: a whole number,
# positive when Matau is ahead, e.g. -37.
kemu-eval-won = { $tribe } has won
kemu-eval-forced = { $tribe } is sure to win
kemu-eval-points = { $points } for Matau
# Screen-reader summary of the chart. $count: how many positions (dots); $marks: how
# many moves are marked.
kemu-analysis-summary = Value for Matau of each position ({ $count ->
    [one] { $count } position
   *[other] { $count } positions
}); { $marks ->
    [one] one move marked
   *[other] moves marked: { $marks }
}.
# Above the list of marked moves (each a button that shows the board after that move).
kemu-analysis-marks = Marked moves (choose one to see the board after it):
kemu-analysis-no-marks = No move was bad enough to be marked.
# A marked move, e.g. "move 23: Manaia's g7 let Matau make a double threat at e5".
# $move: its number (1 = the ball); $mover: Matau or Manaia; $notation: the move as in
# the move list (a hollow such as g7, or a Tane turn such as Td3>n); $opponent: the other
# tribe; $hollow: where; $points: the value lost, e.g. 150.
kemu-mark-missed-win = move { $move }: { $mover }'s { $notation } missed a win at { $hollow }
kemu-mark-win-now = move { $move }: { $mover }'s { $notation } let { $opponent } win at once at { $hollow }
kemu-mark-double-threat = move { $move }: { $mover }'s { $notation } let { $opponent } make a double threat at { $hollow }
kemu-mark-forced-win = move { $move }: { $mover }'s { $notation } let { $opponent } make sure of a win
kemu-mark-missed-forced-win = move { $move }: { $mover }'s { $notation } missed a sure win
kemu-mark-points = move { $move }: { $mover }'s { $notation } was a swing of { $points ->
    [one] one point
   *[other] { $points } points
} against { $mover }
