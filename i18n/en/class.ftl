# Class rooms (issue 36): a teacher's room on the site's server, students joining with a
# code, the projector's view of every game, and what the server keeps. Generated names
# ($name, $partner) are two words in te reo Māori (a creature or plant and a colour).
# $game is a game's name; $seat a side's name (Green, White, Matau, Manaia).

class-title = Class room
class-opening = Opening the class room…
class-bad-address = This class room address is not one the site makes. Ask your teacher for the link again.
class-no-server = Class rooms need the site's game server, and this site has none. You can still play a friend on another device by link.
class-by-link-instead = Play a friend by link
class-data-link = About this site's data

## Opening a class room (the teacher)

class-new-title = Teach a class
class-new-intro = Open a class room: your students join it with a code, and you pair them to play each other, each on their own device.
class-game-label = Game:
class-rules-label = Rules:
class-level-label = The computer, for a student left without a partner:
class-level-easy = Easy
class-level-medium = Medium
class-level-strong = Strong
class-level-note = With an odd number of students, one plays the computer on their own device for the round.
class-open = Open the class room
class-on-this-device = Class rooms on this device
class-room-line = A class room: { $game }

## Joining (a student)

class-join-title = Join a class
class-code-label = Class code (6 letters):
class-join = Join
class-joining = Joining the class…

## The teacher's console

class-console-title = Your class room: { $game }
class-join-with-code = Students join with the code
class-or-open = or open
class-qr-label = The QR code of the class's join link
class-locked-note = The room is locked: no new students can join.
class-projector-link = Open the projector view
class-controls = The class room's controls
class-lock = Lock the room
class-unlock = Unlock the room
class-pair = Pair the class
class-pair-by-hand = Pair by hand
class-add-pair = Add a pair
class-start-pairs = Start these pairs
class-pairs-wrong = Each pair needs two different students, and each student can be in one pair only.
class-next-round = Next round
class-pause = Pause all games
class-resume = Resume
class-end = End the class
class-end-confirm = End the class for everyone? The games stop and no one can join again.
class-end-yes = Yes, end the class
class-cancel = Cancel
class-students = Students ({ $count })
class-no-students = No students yet: show them the code or the QR code.
class-connected = connected
class-offline = offline
class-doing-game = playing { $partner } as { $seat }
class-doing-waiting = waiting
class-doing-computer = playing the computer
class-real-name = Real name (this device only):
class-real-names-note = Real names stay on this device: they are never sent to the server, and the projector never shows them.
class-remove = Remove
class-remove-label = Remove { $name } from the class
class-remove-confirm = Remove { $name }? That device cannot play or join again.
class-remove-yes = Yes, remove
class-results = Results
class-results-name = Student
class-results-played = Played
class-results-won = Won
class-results-drawn = Drawn
class-results-lost = Lost
class-results-note = Counted from the games' moves, checked by the rules, as each game ends.

## A student's view and the strip above their game

class-you-are = You are
class-another-name = Another name
class-waiting = Waiting for your teacher to start the games…
class-go-to-game = Go to your game
class-odd-one = There is no partner for you this round: play the computer ({ $strength }) on this device.
class-play-computer = Play the computer
class-strip-label = Your class
class-round = Round { $round }
class-paused-game = Paused by your teacher: you can move again when the class resumes.
class-next-game = Go to your next game
class-back = Back to the class

## The projector's view

class-projector-title = Class room: { $game }
class-all-boards = Back to all the games
class-show-large = Show large
class-moves-made = Moves: { $count }
class-no-games-yet = Students in the room: { $count }. The games appear here once the teacher pairs the class.
class-paused-all = The teacher has paused every game.

## Why something could not be done, or the room is gone

class-removed = Your teacher removed this device from the class.
class-ended = The class has ended.
class-locked = This class room is not taking new students.
class-not-found = This class room is not on the server: it may have ended.
class-bad-code = That is not a class code: it has 6 letters, like KX4MPT. Check it and try again.
class-paused = Paused by your teacher.
class-busy = Someone else changed the room at the same moment: this is the room as it is now.
class-full = The game server is full just now: try again in a moment.
class-too-many = Too many tries: wait a little, then try again.
class-unreachable = The game server cannot be reached. Check the connection and try again.

## About this site's data (?class=data)

class-data-title = About this site's data: class rooms
class-data-what-title = What the server keeps for a class room
class-data-names = Each student's generated name (two words, such as Tūī Kākāriki), whether the teacher removed them, and their game in each round. Whether a student is connected is kept only in the game service's memory, for less than a minute.
class-data-keys = For the teacher, each student and the projector link, a fingerprint (a SHA-256 hash) of a secret key made on their device; never the key itself.
class-data-games = The room's games: their moves, as in any live game with a friend.
class-data-settings = The room's settings: the game, its rules, the computer's level, the join code while the room takes students, whether it is locked, paused or ended, the round, and how many moves it refused.
class-data-question = While the teacher asks the class a question: its position, and each student's chosen move beside their place in the room (the projector sees only how many chose each move; the teacher's device sees who chose what). Ending the question deletes it.
class-data-tournament = For a class tournament: its kind, its rounds, who had a bye, and the standings counted from the games (points by place in the room, shown with generated names). Real names typed for the results file stay on the teacher's device.
class-data-where-title = Where
class-data-where = On the game server of the site's host (its NATS server), nowhere else.
class-data-how-long-title = For how long
class-data-how-long = By default a class room is deleted one day after its last change (the host may set another time); its games are kept like every live game, seven days after their last move.
class-data-device-title = What stays on the teacher's device
class-data-device = Real names typed on the teacher's console are kept only in that browser's storage: they are never sent to the server, and the projector does not show them. Each device also keeps its own secret keys for the room in its browser.
class-data-no-more = Nothing else: no real names, no email addresses, no free text typed by a student.

## Ask the class (issue 37): a question on one position for every student
# $side is the side to move (Green, White, Matau, Manaia); $move a move in words.

class-question-title = A question for the class
class-question-prompt = { $side } to move: choose a move.
class-question-unreadable = This question's position cannot be read.
class-your-answer = Your answer: { $move }
class-change-answer = Change my answer
class-question-closed = Your teacher has closed the question.
class-question-illegal = That move is not allowed here: choose another.
class-answer-count = { $count ->
    [one] 1 student
   *[other] { $count } students
}
class-answer-engine-best = (the computer's choice)
class-no-answers = Nobody answered.
class-best-move = The best move: { $move }
class-value-win = wins
class-value-draw = keeps the draw
class-value-loss = loses
class-kemu-good = as good as the best move found
class-kemu-weaker = a little weaker than the best move found
class-kemu-mistake = a mistake: much weaker than the best move found
class-answered = { $answered } of { $present } have answered
class-question-controls = The question
class-show-answers = Show answers
class-reveal = Reveal the best move
class-question-done = Back to the games
class-who-answered = Who chose what
class-who-note = Only this device sees who chose what; the projector shows counts only.
class-ask-title = Ask the class
class-ask-note = Every student's device shows the position and takes one move; their games wait and come back after.
class-ask-board = A board of the room:
class-ask-button = Ask the class
class-ask-puzzle = A trap trainer puzzle:
class-puzzle-number = Puzzle { $number }
class-ask-shared = A shared game link:
class-ask-unreadable = That is not a position of this room's game with a move to make.
class-ask-own = Your own board (play moves from the start)
class-own-turn = { $side } to move
class-own-again = Start again

## Class tournaments (issue 37)

class-tournament-title = Class tournament
class-tournament-system = Kind:
class-round-robin = Round robin (everyone plays everyone; up to 8 students)
class-swiss = Swiss rounds (equal scores meet; no one twice)
class-tournament-rounds = Rounds:
class-tournament-start = Start the tournament
class-round-robin-too-many = A round robin takes up to 8 students: choose Swiss rounds for this class.
class-tournament-round = Round { $round } of { $rounds }
class-tournament-next-note = When the round's games are over, "Next round" counts the standings and pairs the next round; after the last round it counts the final standings. Pairing the class yourself ends the tournament where it stands.
class-standings-after = { $rounds ->
    [one] Standings after 1 round
   *[other] Standings after { $rounds } rounds
}
class-standings-final = Final standings
class-standings-none = No round has been counted yet.
class-standings-rank = Place
class-standings-points = Points
class-standings-byes = Byes
class-standings-rule = A win scores 1 point, a draw ½ and a loss 0; a bye (a game against the computer) counts as a win. Ties are broken by Buchholz (the opponents' points added up), then by wins; students still equal share a place.
class-standings-csv = Download the results (CSV, with the real names typed on this device)

## The projector's pages of boards (more than 16 games)

class-pages-label = Pages of boards
class-boards-shown = Boards { $from }–{ $to } of { $count }
class-page-back = Previous boards
class-page-on = Next boards
class-page-pause = Stop turning pages
class-ask-lesson = A lesson step:
# $lesson is a lesson's title, $step the step's number in it.
class-lesson-step = { $lesson }, step { $step }
