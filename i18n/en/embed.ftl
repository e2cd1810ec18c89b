# "Put it on your site" (?embed-builder=1): the page where a site that hosts or embeds the
# games chooses what to embed and copies the code.

embed-builder-title = Put a game on your site
embed-builder-lead = Choose what to show, see it below as your visitors will, and copy the code into your page. Nothing is sent anywhere: the game runs from this site inside your page.
# The footer's and the about pages' link to this page.
embed-builder-link = Put a game on your site

## What to embed
embed-what = What to show
embed-kind-label = Show
embed-kind-mu-game = A game of { -mu-torere }
embed-kind-kemu-game = A game of { -kemu }
embed-kind-mu-puzzle = A { -mu-torere } trap puzzle
embed-kind-mu-lesson = A { -mu-torere } lesson
embed-kind-kemu-lesson = A { -kemu } lesson
embed-kind-mu-position = A { -mu-torere } position to play on from
embed-kind-kemu-record = A { -kemu } game to step through
embed-kind-watch = A live game to watch
embed-puzzle-label = Puzzle
embed-lesson-label = Lesson
embed-position-label = Position
embed-position-hint = Type a position such as w/g.gggwwww (whose move, then the pūtahi and kāwai 1 to 8), or paste a link with position=.
embed-record-label = Game record
embed-record-hint = Paste the link of a game from its move list ("Link to this game"), or its record.
embed-watch-label = Watch link
embed-watch-hint = Paste the "Link to watch this game" of a live game with a friend.
embed-text-empty = Type or paste it above to see the game and its code.
# $why: the rules' reason, in English.
embed-text-bad-position = This is not a position the rules can read ({ $why }). Nothing else has changed.
embed-text-bad-record = This is not a game record the rules can read ({ $why }). Nothing else has changed.
embed-text-bad-watch = This is not a link to watch a live game: it should have game= and watch= in it.

## How it looks
embed-looks = How it looks
embed-lang-visitor = The visitor's language
embed-width-label = Width
embed-width-full = The whole width of its place
embed-width-px = { $width } px
embed-sound-label = Sound
embed-sound-off = Off (a class does not want every device chiming)
embed-sound-on = On, after the visitor's first tap

## The preview and the code
embed-preview-title = Preview
embed-frame-title = { -site }
embed-frame-title-mu = { -site }: { -mu-torere }
embed-frame-title-kemu = { -site }: { -kemu }
embed-code-title = The code
embed-code-lead = Copy one of these into your page. The element keeps its frame as tall as the game and tells your page each move; a plain frame works where scripts cannot be added.
embed-code-element = The papa-takaro element (one script, then the element)
embed-code-iframe = A plain frame (iframe)
embed-copy = Copy
embed-copied = Copied
