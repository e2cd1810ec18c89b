# Te mata kēmu o Moeraki Kemu. DRAFT awaiting review by a speaker of te reo Māori: he
# tuhinga hukihuki tēnei, e tatari ana kia arotakehia e tētahi mātanga reo. Every message
# here is a first draft; the points marked "review:" are the ones the
# drafter was least sure of. The game's own names stay as published: Matau, Manaia,
# Tahuna, Awa, Ara, Marae, Auge, Uira, Kiwi, Moa, Ika Moana, Maori-Tane, Tane, Moeraki.
#
# Words chosen throughout (review: one word for each game term, used consistently):
#   hollow = rua; stone = kōhatu; the Moeraki ball = te pōro Moeraki; field = wāhi;
#   beach field = wāhi tahuna (a square one, as a kind: tapawhā tahuna); tribal tile =
#   tohu iwi (short: tohu), full tile = tohu kī, half tile = tohu haurua; tier = taumata;
#   match = tukinga; Moeraki scale = te tauine Moeraki; to pass = hipa;
#   sideline = taha; direction = ahunga; central hollow = rua o waenganui;
#   opponent = hoariri (review: "enemy"; perhaps "hoa tauwhāinga"); Player A = (te)
#   Kaitākaro A; possessives of stones, tiles and the Tane take a (āu kōhatu, tāu Tane,
#   tohu kī nā Matau, see shell.ftl). The shared list is at the top of
#   shell.ftl.

## Tribes, colours, tiers, levels, directions

kemu-tribe-heading = { $tribe ->
    [matau] Matau (pango)
   *[manaia] Manaia (mā)
}
# review: tier names. Tīmatanga "beginning", Taketake "basic, fundamental", Tohunga
# "expert"; they are used as names after "Kēmu" (Kēmu Tīmatanga).
# review: issue 29: "Tīmatanga" also names the step-through's Start button (shell.ftl review-start) on the same panel; one of them needs another word.
kemu-tier-beginner = Tīmatanga
kemu-tier-basic = Taketake
kemu-tier-master = Tohunga
kemu-tier-master-auge = Tohunga, me te Auge
kemu-level = { $level ->
    [easy] māmā
    [medium] waenga
   *[hard] uaua
}
kemu-direction = { $direction ->
    [north] raki
    [east] rāwhiti
    [south] tonga
   *[west] uru
}

## Title

kemu-title = { -kemu } · Kēmu { $tier }
kemu-title-auge = { -kemu } · Kēmu { $tier }, me te Auge

## The tribes beside the board

kemu-who-person = tangata
kemu-who-computer = rorohiko, { $level }
kemu-player-a = Kaitākaro A
kemu-player-b = Kaitākaro B
kemu-stones-left = kōhatu e toe ana: { $count }
kemu-tiles-score = tohu: { $score }
kemu-tane-available = Tane: kei te wātea
kemu-tane-used = Tane: kua whakatūria ki { $field }, e anga ana ki te { $direction }
# review: "tōna wā" for "(it is) this tribe's turn".
kemu-to-move = tōna wā

## The Moeraki scale (the match)

kemu-scale-heading = Te tauine Moeraki: { $length }
kemu-length-single = Kēmu kotahi
kemu-length-named = { $name } ({ $target })
kemu-scale-game = kēmu { $number }
kemu-scale-draws = tōrite { $count }
# review: "1 toa o te 3" for "1 of 3 wins".
kemu-scale-label = { $tribe }: { $wins } toa o te { $target }
kemu-match-won = Ka pai! Kua toa a { $tribe } i te Kemu: { $wins } ki te { $other }.
# review: issue 30: kemu-match-won without "Ka pai!", for a match the computer won.
kemu-match-won-computer = Kua toa a { $tribe } i te Kemu: { $wins } ki te { $other }.

## Status line

kemu-name-you = { $tribe } (koe)
kemu-name-computer = { $tribe } (rorohiko)
kemu-status-thinking = Kei te whakaaro a { $who }…
# review: "kua miramiratia" for "highlighted".
kemu-status-ball = Ko { $who } te Kaitākaro A: whakatakotoria te pōro Moeraki ki tētahi o ngā rua o waenganui kua miramiratia.
kemu-status-must-pass = Kua pau ngā kōhatu a { $who }, me hipa.
kemu-status-tane-field = { $who }: kōwhiria tētahi o āu tohu kī mō te Tane.
kemu-status-tane-direction = { $who }: kōwhiria te ahunga e anga ai te Tane i { $field }.
kemu-status-tane-confirm = { $who }: whakaūngia te Tane i { $field } e anga ana ki te { $direction }, kōwhiria rānei tētahi atu ahunga.
kemu-status-play = Mā { $who } e tākaro: whakatakotoria he kōhatu ki tētahi rua wātea.
kemu-status-draw = Tōrite: kua kī te papa, ā, kāore tētahi i whai Tahuna, Awa, Ara rānei.
kemu-status-won = Kua toa a { $who } i te kēmu: { $how }.
# review: issue 30: "tuku" (give up, let go) for resigning a game.
kemu-status-resigned = Kua tuku a { $who }: kua toa a { $winner } i te kēmu.
# review: issue 40: "Tuku i te kēmu" (give up the game), not the bare "Tuku", which the site
# uses for "send" on every page; a speaker may know a better word for giving up a game.
kemu-resign = Tuku i te kēmu
# review: issue 30
kemu-resign-ask = Ka tuku koe i tēnei kēmu? Ka toa a { $winner }.
# review: issue 30
kemu-resign-confirm = Tukua te kēmu
kemu-victory-marae = Marae: { $matau } ki te { $manaia }
kemu-victory-marae-tie = Marae: { $matau } ki te { $manaia }, he tōrite, nā reira ka toa te Kaitākaro A
# review: issue 30: plain words, "tapawhā" (square) for the field; kept short, as the
# projector view shows the turn line in large text ("four stones round" is left out).
kemu-victory-tahuna = he Tahuna i te tapawhā { $field }
kemu-victory-line = { $victory } i { $hollows }

## Messages

kemu-not-allowed = Kāore e whakaaetia: { $why }.
kemu-finish-tane = Me whakaoti, me whakakore rānei te nekehanga Tane i te tuatahi.
kemu-reason-unknown = kāore i taea te pānui i te take
kemu-link-later-game = Ko te hononga kēmu i tohaina, nō tētahi kēmu o muri mai i roto i tētahi tukinga; kāore i huakina.
kemu-link-unreadable = Kāore i taea te pānui i te hononga kēmu i tohaina ({ $why }); kāore i panonitia tō kēmu.

## Why a move is refused

kemu-error-game-over = kua mutu te kēmu
kemu-error-not-your-turn = mā { $to-move } kē e tākaro, ehara i a { $tribe }
kemu-error-occupied = kua nohoia kē te rua { $hollow }
kemu-error-ball-not-central = me whakatakoto te pōro Moeraki ki tētahi o ngā rua e iwa o waenganui (f6, e5, e7, g5, g7, d6, f4, f8, h6), ā, ehara a { $hollow } i tētahi o aua rua
kemu-error-ball-same = i { $hollow } te pōro i te kēmu o mua; i tēnei kēmu me whakatakoto ki tētahi atu rua o waenganui
kemu-error-ball-not-placed = me whakatakoto tuatahi e te Kaitākaro A te pōro Moeraki ki tētahi rua o waenganui
kemu-error-no-stones = kua pau ngā kōhatu a { $tribe }, me hipa
kemu-error-cannot-pass = kei a { $tribe } tonu ētahi kōhatu, me whakatakoto e ia tētahi (ko te kaitākaro kua pau āna kōhatu anake ka hipa)
kemu-error-tane-tier = ka tākarohia te Maori-Tane i te Kēmu { kemu-tier-master } anake, kāore i te Kēmu { $tier }
kemu-error-tane-used = kua whakamahia kē e { $tribe } tāna Tane i tēnei kēmu
kemu-error-no-full-tile = me tū te Tane ki tētahi tohu kī nā { $tribe } ake; kāore he tohu pērā i te wāhi { $field }

## Why a game record (in a shared link) cannot be read

# review: "wāhanga" (part) for a token of the record, "pū" for a character.
kemu-record-empty = kua kau te rekoata: ka tīmata ki te taumata (beginner, basic, master rānei)
kemu-record-bad-tier = wāhanga 1: ehara a { $token } i te taumata; whakamahia te beginner, basic, master, master+auge rānei
kemu-record-bad-token = wāhanga { $position }: { $token }: { $reason }
# review (issue 17, new): "pū" (character), as in the reasons below.
kemu-record-bad-character = pū { $position }: { $token }: { $reason }
kemu-record-illegal = kāore e whakaaetia te nekehanga { $number } ({ $move }): { $why }
kemu-record-reason-tier = ko te pū tuatahi te taumata: e, b, m, a rānei
kemu-record-reason-player-a = ko te pū tuarua te Kaitākaro A: k (Matau), w (Manaia) rānei
kemu-record-reason-previous = ka whai i te '!' te rua o te pōro i te kēmu o mua
kemu-record-reason-tane = ka whai i te '~' tētahi wāhi me tētahi ahunga (n, e, s, w)
kemu-record-reason-move = ehara i te pū nekehanga

## Buttons and notes beside the board

kemu-use-tane = Whakamahia te Tane a { $tribe }
kemu-pass = Hipa (kua pau ngā kōhatu)
kemu-next-game = Kēmu e whai ake nei (Kaitākaro A: { $tribe })
kemu-hollow-names = Ngā ingoa o ngā rua
# review: "Āwhina ākonga" for "Learner aids".
kemu-aids = Āwhina ākonga
# review: issue 40: relative clause "e … ai" ("ngā rua e toa ai"), as in "Kei hea te rua e toa ai", for
# the older "ka … ai" (issue 29).
kemu-aids-title = Tohua ngā rua e toa ai he kōhatu ināianei
kemu-aids-win-now = Ka toa a { $tribe } ināianei ki { $hollows }.
kemu-aids-watch-out = Kia tūpato: ka toa a { $tribe } ki { $hollows } i tāna nekehanga e whai ake nei.
# review (issue 39, new): the aids' legend; awaiting a speaker's review.
# Under the aids in words: what the board's marks mean. $marks: one or both of the
# kemu-aids-mark-… texts, joined with "; ".
kemu-aids-legend = I te papa: { $marks }.
kemu-aids-mark-win = he porowhita mārō i te wāhi ka toa tētahi kōhatu ināianei
kemu-aids-mark-threat = he tapawhā rārangi motumotu i te wāhi ka toa te hoariri ā muri ake
# review: "tirohanga" for the Tane's line of sight; "he mea rārangi" for "hatched".
kemu-tane-note = Ka noho wātea i ngā tohu ngā wāhi kei te tirohanga o te Tane (he mea rārangi) mō te toenga o te kēmu. Ina whakawhiti ngā rārangi Tane e rua, ko te rārangi o te Tane whakamutunga te mana ki taua wāhi: ka noho wātea tonu.
kemu-undo-note = I whakamahia te wetekanga i tēnei kēmu.

## The Tane turn (Master game)

kemu-tane-turn = Nekehanga Tane
kemu-tane-direction-group = Te ahunga o te Tane
kemu-tane-choose-field = Kōwhiria tētahi o āu tohu kī (kua miramiratia) mō te Tane. Ka tangohia te tohu o taua wāhi.
kemu-tane-cancel = Whakakorehia te Tane
# review: "kua whakamarumarutia" for "shaded".
kemu-tane-choose-direction = Te Tane i te wāhi { $field }: kōwhiria te taha e anga ai ia. Kua whakamarumarutia ki te papa ngā wāhi ka wātea i a ia.
kemu-tane-face = Anga ki te { $direction } (ka wātea: { $fields })
kemu-tane-no-fields = kāore he wāhi
kemu-tane-confirm = Whakaūngia te Tane

## Settings for a new match

kemu-new-match = Tukinga hou
kemu-setting-tier = Taumata
kemu-setting-length = Te tauine Moeraki
kemu-setting-player-a = Kaitākaro A i te kēmu 1
kemu-controller-person = He tangata i tēnei mata
kemu-controller-computer = Rorohiko: { $level }
kemu-start-match = Tīmatahia he tukinga hou

## A link to the learning pages

kemu-learn = Ako: { $lessons }
# The same words as mu-learn-lessons (Mū tōrere screen).
kemu-learn-lessons = ngā akoranga ārahi

## The move list

kemu-moves = Ngā nekehanga ({ $count })
kemu-move-ball = pōro { $move }
kemu-move-pass = hipa
kemu-review-missed = i mahue tētahi toa ki { $hollows }
kemu-review-gave = i waiho he toa i te nekehanga kotahi, ā, i riro
kemu-share-link = He hononga ki tēnei kēmu (tāruatia hei tuku ki tētahi atu, hei hoki mai rānei ā muri):

## The board's accessible names (screen readers)

kemu-board-label = Te papa { -kemu }
# review: issue 30: "pātuhi pere" (arrow keys). Issue 40: "neke haere i waenga i ngā rua" (move
# about between the hollows; the older "nekehia i ngā rua" had nothing being moved); the keys
# keep their keyboard names, Tab, Enter and Space, as in learn-mu.ftl (not "Tāuru", "Mokowā").
kemu-board-keys = Papapātuhi: pēhia te Tab kia tae ki te papa, neke haere i waenga i ngā rua ki ngā pātuhi
    pere, ā, pēhia te Enter, te Space rānei kia whakatakotoria te pōro, he kōhatu rānei ki te rua.
kemu-hollow-label = { $hollow }, { $content }
kemu-hollow-label-central = { $hollow }, { $content }, rua o waenganui
kemu-hollow-label-circle = { $hollow }, { $content }, rua o waenganui i runga i te porowhita
kemu-ball = pōro Moeraki
kemu-stone = { $tribe ->
    [matau] kōhatu Matau (pango)
   *[manaia] kōhatu Manaia (mā)
}
kemu-hollow-empty = wātea
kemu-hollow-wins-here = { $label }: ka toa tāu kōhatu ki konei
# review: "hoariri" (enemy) for "the opponent".
kemu-hollow-opponent-wins-here = { $label }: kia tūpato, ka toa te hoariri ki konei i tāna nekehanga e whai ake nei
kemu-field-label = Wāhi { $field }, { $kind }
kemu-field-label-tile = Wāhi { $field }, { $kind }, { $tile }
# review: "tapawhā tahuna" (beach square) for a beach field; "tapatoru" for triangle.
kemu-field-square = tapawhā tahuna
kemu-field-edge = tapatoru taha
kemu-field-corner = tapatoru kokonga
kemu-tile-full = tohu kī nā { $tribe }
kemu-tile-half = tohu haurua nā { $tribe }
kemu-field-kept-free = kua wātea i te Tane
kemu-field-tane-choice = { $label }: whakatūria te Tane ki konei

## Te tātaritanga o tētahi kēmu kua mutu

# review (issue 20, new): "tātari" (analyse), "tātaritanga" (analysis, as in mu.ftl's
# chart note), "uara" (value, as in the Mū tōrere chart), "whakatau" (to value a position).
kemu-analyse = Tātaritia te kēmu
# review: issue 30: "ki tēnei wā" (up to now); issue 40: still doubtful for "the game so far".
kemu-analyse-so-far = Tātaritia te kēmu ki tēnei wā
kemu-analysis-progress = E tātari ana i te kēmu
kemu-analysis-failed = I mutu te tātaritanga: kāore i taea e te rorohiko te whakautu.
# review: issue 40: "Ko wai kei mua, i ia nekehanga" (who is ahead, at each move), with the English.
kemu-analysis-caption = Ko wai kei mua, i ia nekehanga
# review: "kei mua" (ahead), "ōrite" (even).
kemu-analysis-matau-ahead = Kei mua a Matau
kemu-analysis-even = Ōrite
kemu-analysis-manaia-ahead = Kei mua a Manaia
# review: issue 40: $depth now counts the moving tribe's own moves ("āna nekehanga"), as every
# count of moves on the site; "me ngā whakautu a tērā atu iwi i waenganui" (with the other
# tribe's replies between); "kei te tapa" (at the edge) for a sure win; "ka whakaaro whakamua"
# (thinks ahead) for the older "te rapunga" (the search); "ka huri te uara mā te … ki te kino o
# te iwi nāna te nekehanga" (the value turns by … against the tribe whose move it was) for a swing:
# the older "i heke" (fell) was wrong for Manaia, whose bad move sends the chart up.
kemu-analysis-note = Ko te teitei ake, ko te pai ake mō Matau; ko te hakahaka ake, ko te pai ake mō Manaia. Kei te tapa o runga, o raro rānei, he toa e kore e taea te ārai mō taua iwi. Ka whakaaro whakamua te rorohiko (i tōna taumata uaua) { $depth ->
    [one] i te nekehanga kotahi
   *[other] i āna nekehanga e { $depth }
} o te iwi nōna te wā, me ngā whakautu a tērā atu iwi i waenganui, hei whakatau i ia uara. Ka tohua te nekehanga i tino kino mō te iwi nāna te nekehanga: ka huri te uara mā te { $threshold }, neke atu rānei, ki te kino o taua iwi.
kemu-eval-won = kua toa a { $tribe }
# review: "he toa e kore e taea te ārai" (a win that cannot be prevented) for "a win by force".
kemu-eval-forced = ka toa a { $tribe }, e kore e taea te ārai
kemu-eval-points = { $points } mō Matau
kemu-analysis-summary = Te uara mō Matau o ia tūranga ({ $count ->
    [one] kotahi te tūranga
   *[other] e { $count } ngā tūranga
}); { $marks ->
    [one] kotahi te nekehanga kua tohua
   *[other] ngā nekehanga kua tohua: { $marks }
}.
kemu-analysis-marks = Ngā nekehanga kua tohua (kōwhiria tētahi hei kite i te papa i muri i a ia):
kemu-analysis-no-marks = Kāore he nekehanga i tino kino kia tohua.
# review: "he whakawehi rua" (a double threat: two threats at once).
kemu-mark-missed-win = nekehanga { $move }: i te { $notation } a { $mover }, i mahue tētahi toa ki { $hollow }
kemu-mark-win-now = nekehanga { $move }: nā te { $notation } a { $mover }, ka taea e { $opponent } te toa tonu ki { $hollow }
kemu-mark-double-threat = nekehanga { $move }: nā te { $notation } a { $mover }, ka taea e { $opponent } te hanga i tētahi whakawehi rua ki { $hollow }
kemu-mark-forced-win = nekehanga { $move }: nā te { $notation } a { $mover }, ka taea e { $opponent } te toa, e kore e taea te ārai
kemu-mark-missed-forced-win = nekehanga { $move }: i te { $notation } a { $mover }, i mahue tētahi toa e kore e taea te ārai
# review: issue 40: "i huri te uara … ki te kino o { $mover }" (the value turned … against the
# mover), for "a swing of … against"; "piro" (points) still doubtful (issue 29).
kemu-mark-points = nekehanga { $move }: nā te { $notation } a { $mover }, i huri te uara { $points ->
    [one] kotahi te piro
   *[other] e { $points } ngā piro
} ki te kino o { $mover }
