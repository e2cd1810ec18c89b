# The site around the games: title, header, home page, footer, notes and messages
# shared by both games. Names of the games and of the site are the same in every
# language (terms, defined once here).

-site = Papa Tākaro
-mu-torere = Mū tōrere
-kemu = Moeraki Kemu

# The browser tab's title.
page-title = { -site }: { -mu-torere } and { -kemu }
# The page's description for search engines and link previews (<meta name="description">;
# index.html holds the English for readers that run no script).
page-description = Play { -mu-torere } and { -kemu } in the browser: with a friend at one screen or against the computer, on a phone or a classroom projector, online or offline.

## Header (a navigation list) and the language control

nav-label = Games
nav-mu-torere = { -mu-torere }
nav-mu-about = About { -mu-torere }
nav-kemu = { -kemu }
nav-kemu-about = About { -kemu }
nav-home = { -site }
# The button that shows the pages and the theme on narrow screens.
menu-button = Menu
# Label of the group of links that open the page in another language.
language-label = Language

## Home page

home-title = { -site }
home-lead = Two board games to play at one screen, with a friend or against the computer.
home-mu-summary = A Māori game on an eight-armed star: four counters each, one free point, and the player who cannot move loses.
home-mu-play = Play { -mu-torere }
home-kemu-summary = A modern placement game of two tribes, Matau and Manaia, on a 57-hollow board: rivers, paths, beaches and the holy ground.
home-kemu-play = Play { -kemu }
# The pictures of the boards on the home page (their text alternative).
home-mu-board = The { -mu-torere } board at the start: an eight-armed star with its centre, the pūtahi, empty, and each player's four counters side by side on four kāwai.
home-kemu-board = The { -kemu } board at the start: 57 empty hollows on a grid, before the Moeraki ball is placed.
# A button on each game's card.
home-about = About the game
# A link to the game's guided lessons (issue 39).
home-lessons = Lessons
# A link to the game's sheets to print (boards, pieces, rules).
home-print = Print and play
# Links under the two games to the class rooms (a teacher opens one; students join it).
home-teach-class = Teach a class
home-join-class = Join a class

## Footer

footer-offline = { -site } works offline once loaded. Games are saved in this browser.
# The note that the Māori text is a draft; $link is the link text below.
review-note = The te reo Māori text is a draft awaiting review by a speaker.
review-link = Suggest a correction

## How to send a correction: a section at the end of "About Mū tōrere"
## (?game=mu-torere&about=1#corrections). The review note's link leads there unless the
## site that hosts the game set a contact of its own. A list of the four things a
## correction needs follows the intro, then an example and where to send it.

corrections-heading = Corrections to the te reo Māori
corrections-intro = The te reo Māori text of { -site } is a draft awaiting review by a speaker. If you can improve a text, please send a correction with these four things:
# "&ids=1" is part of an address: keep it as it is.
corrections-id = the text's message id, such as mu-you-play: add &ids=1 to the page's address and each text shows its id when you point at it (or give the page and the words around the text)
corrections-file = the file, if you know it: the te reo Māori texts are in the folder i18n/mi/ of the project's source, one file for each part of the app (i18n/mi/mu.ftl is the { -mu-torere } screen)
corrections-current = the text as it is now, copied from the page
corrections-proposed = the text you propose, and why if you like
corrections-example = For example: "mu-you-play (i18n/mi/mu.ftl): now 'Ka tākaro koe hei', proposed '…'."
# $contact is a link to the address the hosting site gave (its text is the address).
corrections-send-to = Send it to { $contact }.
corrections-send-host = Send it to the people who run this site (your school, for example, or the organisation that put the game here). They can pass it on to the project, whose guide for translators, TRANSLATING.md, says how a correction is made.

## Notes and messages

storage-note = Games will not be saved here: this browser does not let the page keep them (private browsing, a full store, or the settings of the site showing this game). You can still play.
storage-note-ok = OK
# An embedded page's last line: what it shows and where it comes from (a link that
# opens the site in a new tab); and, in a frame that cannot store, a link that carries the
# game there.
embed-credit-mu-torere = { -site } · { -mu-torere }
embed-credit-kemu = { -site } · { -kemu }
embed-credit-site = { -site }
storage-open-on-site = Open on { -site }
crash-message = Something went wrong and the game stopped. Your game is saved in this browser.
crash-reload = Reload the page
# A saved game this page cannot read (damaged, or from a newer version) is kept aside.
saves-unreadable = Your saved game could not be read, so a new game has started. The saved game is kept in this browser.
# A game opened from someone's link is shown as a view; the player's own game stays saved.
shared-viewing = You are looking at a shared game; your own game stays saved. “Play from here” replaces your game with the position shown.
shared-play-from-here = Play from here
shared-back-to-yours = Back to your game

## Controls shared by both games

fullscreen-enter = Full screen
fullscreen-leave = Leave full screen
# Button: take back the last move (against the computer, your move and its reply).
game-undo = Undo
# The computer's turn, on every game screen.
play-wait-computer = Wait: the computer is thinking.
# The computer found no move; $why says why (the game's reasons, or a technical reason).
play-computer-failed = The computer could not move: { $why }
# A button shown when the computer could not move: ask it again.
play-ask-again = Ask the computer again
# Beside the result of a finished game: a new game with the same opponent and settings (issue 39).
play-again = Play again
# The computer's engine (a background worker of the page) did not start.
play-reason-no-start = the computer could not start
# The engine worker could not read the game record the page sent it.
play-reason-bad-record = the computer could not read the game
# The engine worker could not read the page's request (level, time, seed, game).
play-reason-bad-request = the computer could not read the question
# The page could not read the engine worker's answer (its move).
play-reason-bad-reply = the computer's answer could not be read
# Why the computer gave no move: the game is over.
play-reason-game-over = the game is over
# Stepping through a finished game.
review-group = Step through the game
review-start = Start
review-back = ◀ Back
review-forward = Forward ▶
review-end = End
review-showing = Showing the position after move { $shown } of { $played }.
# Saving the board as it stands (game screens, step-through, lessons): a group of two
# buttons and a checkbox. The diagram is an SVG file for printing; the picture a PNG
# image for slides.
export-group = Save the position shown
export-svg = Download diagram
export-png = Download picture
# Checkbox: the saved diagram or picture shows the last move (Mū tōrere: an arrow;
# Moeraki Kemu: a ring round the last stone). It changes only the downloads, and says so.
export-last-move = Mark the last move in downloads

# The first Tab stop on a page that plays (a game, a lesson, the trap trainer): it moves
# keyboard focus past the header to the board.
skip-to-board = Skip to the board

## Classroom: the projector view and the colour theme

# A button on each game screen that makes the board fill the screen for a class.
projector-enter = Projector view
projector-leave = Leave projector view
# In the projector view, the disclosure that hides the settings and the list of moves.
projector-more = Settings and move list
# The theme select in the header; its options follow.
theme-label = Theme
# Follow the system's light/dark and contrast settings.
theme-system = Like this device
theme-light = Light
theme-dark = Dark
# For washed-out projectors: black on white, thick outlines.
theme-contrast = High contrast
# Two checkboxes beside the theme (and, in projector view, in the settings): sounds after
# a move, and the pieces' movement on the board turned off.
sound-switch = Sound
motion-switch = Reduce motion

# Shown when "Start new game" (or match) is pressed while a game is in progress, with
# two answers: start anyway, or keep playing. The same question on both games' screens: in
# a Moeraki Kemu match, starting again loses the whole match, and it says so (issue 40).
new-game-ask = The game you are playing now will be lost, and in a Kemu match the whole match with it: Undo cannot bring it back.
new-game-confirm = Start anyway
new-game-keep = Keep playing
