# Playing a friend on another device, in both games: by link (no server) or live
# (through the server the hosting site runs). $side and $tribe are a side's name
# (mu-side-green, mu-side-white, or Matau, Manaia).

## Starting a game with a friend (a disclosure under the game's settings)

friend-start-title = Play a friend on another device
friend-your-side = Your side:
# Makes a game whose moves travel as links the players send each other.
friend-by-link = Play a friend by link
# Makes a game kept on the site's server; both boards show each move at once.
friend-live = Play a friend live
friend-by-link-explain = By link: after each move you send your friend a link to the game. No server is needed.
friend-live-explain = Live: both devices stay connected to the game server, and each move shows on the other board at once.
# A live game's short code, which the friend types instead of opening the link.
friend-code-label = Game code:
friend-join = Join
friend-games-title = Games with friends
# One game in the list: the friend's side, whose turn it is (friend-turn-…), the date it was last played (YYYY-MM-DD).
friend-game-line = Against { $side }: { $turn } ({ $date })
friend-turn-yours = your turn
friend-turn-theirs = your friend's turn
friend-turn-over = finished

## During a game with a friend (the panel beside the board)

friend-title = Playing a friend by link
friend-live-title = Playing a friend live
friend-you-play = You play { $side }.
friend-watching = You are watching this game.
# The turn line while the friend is to move.
friend-waiting = Waiting for your friend's move ({ $side } to move).
# The tribe's line in Moeraki Kemu: who plays it.
friend-who = a friend on another device
# A tribe's name in Moeraki Kemu's turn line when a friend on another device plays it.
friend-name = { $tribe } (your friend)
friend-link-send = Send this link to your friend: it carries the game with your move.
# Before any move, when the friend makes the first move (issue 39).
friend-link-first = Send this link to your friend: they make the first move, then send you the link back.
friend-link-after-move = Make your move, then send the link to your friend.
friend-link-final = The game is over: send the link so your friend sees the end.
# By link: an offer or an answer made, which the link now carries.
friend-link-said = Send this link: it carries what you said to your friend.
# The text of the link to send (the link itself carries the game).
friend-link-label = Link to the game for your friend
friend-invite-label = Link for your friend to join
friend-copy = Copy link
friend-copied = Copied
friend-share = Share…
friend-share-title = A game of Papa Tākaro
# Shows or hides a QR code of the link, to scan with a phone's camera.
friend-qr = QR code
friend-qr-label = QR code of the link
friend-qr-failed = The QR code could not be made; copy the link instead.
friend-back-to-yours = Back to your own game
# Beside a game with a friend on another device (Undo is greyed there), and Undo's
# tooltip (issue 39).
friend-undo-off = Undo is off in a game with a friend: your friend may have seen the move already.
friend-live-invite = Send this link to your friend, or show them the QR code:
friend-live-code = Or they type this code on the game's page:
# A link that shows the live game without playing it (for a class projector).
friend-watch-link = Link to watch this game
friend-connecting = Connecting to the server…
friend-connected = Connected: moves appear on both boards at once.
friend-reconnecting = Reconnecting to the server… Your moves are kept and sent when it is back.
friend-offline = Offline: your moves are kept and sent when the connection is back.
# What the other device sent that was not a move of this game (wrongly signed, too big,
# or against the rules), and was left out. Not chat: say what it counts (issue 40).
friend-ignored = { $count ->
    [one] The game left out one thing it received that was not a move of this game.
   *[other] The game left out { $count } things it received that were not moves of this game.
}

## When a game with a friend cannot be opened or played

friend-failed-unreachable = The game server cannot be reached. Try again later, or play by link.
friend-failed-not-found = This live game is not on the server (games are kept for a limited time).
friend-failed-seat-taken = Both sides of this game are taken: you can watch it.
friend-failed-bad-code = No game has that code. Check it and try again.
friend-failed-full = The game server is full right now. Try again later, or play by link.
friend-failed-refused = The game server is busy: wait a moment, then try again.
friend-failed-refused-move = The game server did not accept that move, so the board now shows the game as the server has it.
friend-held-full = The game server is full: your move is kept on this device and sent when there is room.
friend-held-refused = The game server asked this device to wait a little: your move is kept here and sent again in a moment.
friend-restore = Put this game back on the server (your friend gets a new link)
friend-link-older = This link is older than your game with this friend. It shows the game as it was then; your own game has not changed.
friend-link-other = This link is from a different game with this friend, not the one you are playing. You can look at it; your own game has not changed.
friend-link-unknown = This game with a friend is not on this device. Ask your friend to send its link again.
# A friend's link older than (or other than) the game this device has with that friend,
# shown as a view (issue 39): its heading, what it is, the way to the game as it is now,
# and the turn line.
friend-view-title = A link from a game with a friend
friend-view-note = This shows the game as the link left it; it cannot be played here. Your game with this friend and your own game stay as they are.
friend-view-current = Go to the current game with this friend
friend-view-status = As this link left it: { $side } to move.
# A move tried while the friend on another device is to move.
play-wait-friend = Wait: it is your friend's turn.
play-moved-on = Your move was not sent: your friend's move reached the game first.

## A Mū tōrere game link that cannot be read ($number counts the moves from 1)

mu-link-unreadable = The game link could not be read ({ $why }); your game is unchanged.
mu-link-bad-point = move { $number }: “{ $token }” is not a point (0 to 8)
mu-link-illegal = move { $number } is not allowed: { $reason }

friend-your-move-title = ● Your move — { $title }
friend-notify = Tell me when it's my move
friend-notify-blocked = This browser's settings block notifications from this site.
friend-notify-unsupported = This browser cannot show notifications.
friend-notify-title = Your move
friend-notify-body = It is your move in { $title }.

## Between friends besides moves (issue 41): resign, take back, draw, rematch

friend-resign = Resign
friend-resign-ask = Resign this game? { $winner } wins.
friend-resign-confirm = Resign
friend-keep-playing = Keep playing
# The turn line once a friend's game ended by a resignation or an agreed draw.
friend-ended-resigned = { $side } resigned: { $winner } wins.
friend-ended-draw = Drawn by agreement.
friend-takeback-ask = Ask to take back your move
friend-draw-offer = Offer a draw
friend-rematch-offer = Offer a rematch
friend-offer-waiting = Waiting for your friend's answer.
friend-offer-takeback = Your friend asks to take back their last move.
friend-offer-draw = Your friend offers a draw.
friend-offer-rematch = Your friend offers a rematch, with the sides swapped.
friend-accept = Accept
friend-decline = Decline
# By link: the friend's link said no to this device's offer.
friend-declined = Your friend declined.
# The group of buttons above, for screen readers.
friend-talk-label = Resign, take back, draw and rematch
# A live game's watchers (spectators), counted by the game service.
friend-watchers = { $count ->
    [one] One person is watching this game.
   *[other] { $count } people are watching this game.
}

## A Moeraki Kemu match with a friend on another device (issue 41)
# The choice, when starting: a single game or a match on the Moeraki scale.
friend-match-label = Match:
# A friends' match link whose games do not follow each other by the match's rules.
friend-link-match = The shared link's games do not make a match by its rules; it was not opened, and your games are unchanged.
# Beside "Play a friend live" while a match is chosen: live play is one game at a time.
friend-live-single = Live play is one game at a time: choose a single game to play live, or play the match by link.
# A game of a match is over and the match goes on.
friend-link-next = This game is over: send the link so your friend sees the end. Then the winner places the ball of the next game.
