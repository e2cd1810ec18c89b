# Te mata tākaro o Mū tōrere, me ngā nekehanga e pānuitia ana ki te hunga e whakamahi
# ana i te kaipānui mata (ngā kēmu e rua).
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo. The English file (i18n/en/mu.ftl) gives each message's
# context.

## Sides and places

# review: Kākāriki (green) and Mā (white) as the sides' names. "Mā" is also the common
# word "mā" (for, by), so "Mā Mā e neke" (White to move, in the "Mā X e …" pattern used
# for who is to act) reads oddly. A speaker may prefer another name for White.
mu-side-green = Kākāriki
mu-side-white = Mā
mu-place-putahi = te pūtahi
mu-place-kawai = te kāwai { $kawai }

## Screen heading, legend and buttons

mu-title = { -mu-torere }
# review: tapatoru (triangle), ira (dot).
mu-legend-green = Kākāriki (tapatoru)
mu-legend-white = Mā (ira)
# review: tīwhiri for "hint".
mu-hints-show = Whakaaturia ngā tīwhiri
mu-hints-hide = Hunaia ngā tīwhiri
mu-hints-label = Te hua o ia nekehanga

## Hints

mu-hint-line = Nekehanga i { $place }: { $value }
mu-hint-wins-now = ka toa ināianei
# review: $moves counts the mover's own moves: "āu nekehanga" (your moves), as every count of
# moves on the site (issue 40).
mu-hint-wins-in = { $moves ->
    [one] ka toa i tāu nekehanga kotahi
   *[other] ka toa i roto i āu nekehanga e { $moves }
}
# review: tōrite for a drawn game.
mu-hint-draws = ka tōrite
mu-hint-loses-in = { $moves ->
    [one] ka hinga i muri i tāu nekehanga kotahi
   *[other] ka hinga i roto i āu nekehanga e { $moves }
}

## Status line

mu-status-thinking = E whakaaro ana a { $side } (te rorohiko)…
# review: "Māu e neke" (it is yours to move); "Mā … e neke" (… to move).
mu-status-your-turn = Māu e neke: ka tākaro koe hei { $side }.
mu-status-to-move = Mā { $side } e neke.
# review: "kua aukatia" for "is blocked".
mu-status-you-win = Kua toa koe! Kua aukatia a { $loser }, kāore e taea te neke.
mu-status-computer-wins = Kua toa te rorohiko. Kua aukatia a { $loser }, kāore e taea te neke.
mu-status-side-wins = Kua toa a { $winner }! Kua aukatia a { $loser }, kāore e taea te neke.
# review: "tukurua" for repetition.
# review: issue 29: "te tūranga kotahi" for "the same position"; perhaps "taua tūranga anō".
mu-status-draw = He tōrite nā te tukurua: kua puta te tūranga kotahi mō te tuatoru o ngā wā.

## Why a click was refused

mu-refused = Kāore e taea taua perepere te neke: { $reason }.
mu-reason-game-over = kua mutu te kēmu
# review: "wāhi" for a point of the board (0–8).
# review (issue 39, new): what to tap instead; awaiting a speaker's review.
mu-refused-not-yours = Kāore he perepere { $side ->
    [green] kākāriki
   *[white] mā
} i reira: pātōtia tētahi o ngā perepere { $side ->
    [green] kākāriki
   *[white] mā
} kua porowhitatia.
mu-reason-not-yours = kāore he perepere { $side ->
    [green] kākāriki
   *[white] mā
} i te wāhi { $point }
mu-reason-not-adjacent = kāore te perepere i te wāhi { $point } i te taha o te wāhi wātea { $empty }
# review: "hoariri" (enemy) for the opponent; perhaps "hoa tauwhāinga" (see shell.ftl).
mu-reason-putahi-needs-opponent = kāore e āhei te perepere i te kāwai { $point } te uru ki te pūtahi: kāore he perepere a te hoariri i tōna taha
mu-reason-needs-opponent = kāore e āhei te perepere i te wāhi { $point } te neke: kāore he perepere a te hoariri i tōna taha

## Settings for a new game

mu-new-game = Kēmu hou
# review: "Hoariri" (enemy) for "Opponent"; perhaps "Hoa tauwhāinga".
mu-opponent = Hoariri{" "}
mu-opponent-label = Hoariri
mu-opponent-human = He hoa i tēnei mata
# review: māmā (easy), waenga (medium), tino tika (perfect).
mu-opponent-easy = Rorohiko: māmā
mu-opponent-medium = Rorohiko: waenga
mu-opponent-perfect = Rorohiko: tino tika
# Followed by the side: "Ka tākaro koe hei Kākāriki (ka neke tuatahi)".
mu-you-play = Ka tākaro koe hei{" "}
mu-you-label = Tō tae
mu-you-green = Kākāriki (ka neke tuatahi)
mu-you-white = Mā
mu-rules = Ture{" "}
mu-rules-label = Huinga ture
# review: the rule sets' names are translated here (links keep the English names):
# paerewa (standard), wātea (free), hoariri tata (adjacent-enemy), nekehanga tuatahi
# (first-move), ngā nekehanga tuatahi e rua (first-two-turns).
mu-rules-standard = paerewa
mu-rules-free = wātea
mu-rules-adjacent-enemy = hoariri tata
mu-rules-first-move = nekehanga tuatahi
mu-rules-first-two-turns = ngā nekehanga tuatahi e rua
mu-rules-note = Ture: { $rules } ({ $description }).
mu-rules-standard-says = ka uru te perepere ki te pūtahi mēnā anake he perepere a te hoariri kei tētahi kāwai i tōna taha
mu-rules-free-says = ka taea e tētahi perepere kei te taha o te wāhi wātea te neke ki reira
mu-rules-adjacent-enemy-says = ka neke te perepere mēnā anake he perepere a te hoariri kei tōna taha
mu-rules-first-move-says = ka mau te ture o te pūtahi mō te nekehanga tuatahi anake a ia kaitākaro, kātahi ka whakaaetia ngā nekehanga katoa
mu-rules-first-two-turns-says = ka mau te ture o te pūtahi mō ngā nekehanga tuatahi e rua a ia kaitākaro, kātahi ka whakaaetia ngā nekehanga katoa
mu-start = Tīmatahia he kēmu hou

## Links to the learning pages, and the move list

mu-learn = Ako: { $lessons } · { $trainer }
# review: akoranga ārahi (guided lessons), whakangungu mahanga (trap trainer).
mu-learn-lessons = ngā akoranga ārahi
mu-learn-trainer = te whakangungu mahanga
mu-moves = Ngā nekehanga:{" "}
mu-moves-none = Kāore anō kia neke.
mu-move-short = { $from } → { $to }

## The board (screen-reader names)

mu-name-kawai = kāwai { $kawai }
mu-name-putahi = pūtahi
# review: issue 30: "Ngā ingoa o ngā wāhi" (the points' names) for "Point names", as
# kemu-hollow-names is "Ngā ingoa o ngā rua".
mu-point-names = Ngā ingoa o ngā wāhi

mu-board-label = Te papa { -mu-torere }
mu-point-putahi = Pūtahi (waenganui)
mu-point-kawai = Kāwai { $kawai }
mu-point-empty = wātea
mu-point-counter = { $side ->
    [green] perepere kākāriki
   *[white] perepere mā
}
mu-point = { $point }, { $what }
mu-point-can-move = { $point }, { $what }, ka taea te neke
mu-point-try = { $point }, { $what }, whakamātauria

## The value chart

# review: uara (value).
mu-chart-caption = Te uara o ia nekehanga
mu-chart-green-wins = Toa Kākāriki
mu-chart-draw = Tōrite
mu-chart-white-wins = Toa Mā
# review: "tātaritanga" for the computer's complete solve of the game.
# review: issue 40: the count of moves said once: "ko ngā nekehanga anake a te kaitākaro ka toa"
# (only the winner's moves).
mu-chart-note = Ko te teitei ake, ko te pai ake mō Kākāriki; ko te hakahaka ake, ko te pai ake mō Mā; ko te tata ake ki te tapa, ko te tere ake o te toa. Ko ngā nekehanga anake a te kaitākaro ka toa e tatauria ana: ko te tikanga o "ka toa a Kākāriki i roto i āna nekehanga e 2", e rua ngā nekehanga a Kākāriki ake. Nō te tātaritanga a te rorohiko ngā uara.
mu-value-won = kua toa a { $side }
# review: issue 40: $moves counts the winner's own moves ("āna nekehanga"), as the hints do
# (no more "(ngā taha e rua)").
mu-value-wins-in = ka toa a { $side } { $moves ->
    [one] i tāna nekehanga kotahi
   *[other] i roto i āna nekehanga e { $moves }
}
mu-value-draw = tōrite
mu-chart-at-start = I te tīmatanga: { $value }
mu-chart-after-move = I muri i te nekehanga { $move }: { $value }
# review (issue 17, new): $count is a plural count: "kotahi te tūranga" at a game's start,
# "e 5 ngā tūranga" after.
mu-chart-summary = Te uara o ia tūranga ina tino tika te tākaro ({ $count ->
    [one] kotahi te tūranga
   *[other] e { $count } ngā tūranga
}); ināianei: { $value }.
# review: issue 30: "Tirohia" (look at) with the chart's caption.
mu-see-chart = Tirohia te uara o ia nekehanga
# review: "maumau" (waste, throw away).
mu-chart-no-slips = Kāore anō tētahi nekehanga kia maumau i te tōrite, i te toa rānei.
# review: issue 29: "kua toa tonu a { $winner }" says "has won"; the English says the move "lets … win at once".
mu-slip-win-now = nekehanga { $move }: nā te nekehanga a { $mover } i { $place }, kua toa tonu a { $winner }
mu-slip-win-in = nekehanga { $move }: nā te nekehanga a { $mover } i { $place }, ka taea e { $winner } te toa { $moves ->
    [one] i tāna nekehanga kotahi
   *[other] i roto i āna nekehanga e { $moves }
}
mu-slip-draw = nekehanga { $move }: nā te nekehanga a { $mover } i { $place }, kua maumau te toa: he tōrite te kēmu ināianei

## Moves read out to screen-reader users (both games)

announce-mu-move = I neke a { $side } i { $from } ki { $to }

# review: pōro (ball), kōhatu (stone), tohu kī / tohu haurua (full / half tile, as on the
# Kemu screen and about page);
# the Kemu screen's own catalogue should use the same words.
announce-kemu-ball = I whakatakoto a { $tribe } i te pōro Moeraki ki { $hollow }
announce-kemu-stone = I whakatakoto a { $tribe } i tētahi kōhatu ki { $hollow }
# review: the Tane is named by its full published name, Maori-Tane; raki, rāwhiti,
# tonga, uru for north, east, south, west.
announce-kemu-tane = I whakatū a { $tribe } i te Maori-Tane ki { $field }, e anga ana ki { $direction ->
    [north] te raki
    [east] te rāwhiti
    [south] te tonga
   *[west] te uru
}
# review: "hipa" for "passed", as on the Kemu screen (kemu-pass, kemu-move-pass); the
# draft had "Kāore a … i neke" (did not move).
announce-kemu-passed = I hipa a { $tribe }
announce-kemu-full-tile = he tohu kī ki { $field } mā { $tribe }
announce-kemu-half-tile = he tohu haurua ki { $field } mā { $tribe }
announce-kemu-stays-empty = ka noho wātea a { $field }
announce-kemu-tile-removed = kua tangohia te tohu a { $tribe } i { $field }
announce-kemu-kept-free = ka puritia kia wātea a { $fields }
announce-kemu-with-effects = { $move }: { $effects }
