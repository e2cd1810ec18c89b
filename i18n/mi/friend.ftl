# review: issue 26 (every message in this file is a first draft, awaiting a speaker)
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo.
# Words chosen (issue 40, see TRANSLATING.md): live = mataora (not "tōtika", which is
# straight or proper); link = hononga; to connect, connection = hono (the verb: kua hono,
# e hono anō ana, ina hono anō), never "hononga"; share = tohaina; turn = tō wā, te wā o
# tō hoa (both games: Kemu says "e tākaro", Mū tōrere "e neke"); unchanged = kāore i
# panonitia; "te pānui i te …".
# Te tākaro ki tētahi hoa i tētahi atu pūrere, i ngā kēmu e rua.

## Starting a game with a friend

friend-start-title = Tākaro ki tētahi hoa i tētahi atu pūrere
friend-your-side = Tō taha:
friend-by-link = Tākaro ki tētahi hoa mā te hononga
# review: issue 40: "mataora" (live), the same in friend-live-title and friend-failed-not-found.
friend-live = Tākaro mataora ki tētahi hoa
# review: issue 40 (the two ways of playing a friend, each explained in one line)
friend-by-link-explain = Mā te hononga: i muri i ia nekehanga, ka tukuna e koe he hononga ki tō hoa. Kāore he tūmau e hiahiatia ana.
friend-live-explain = Mataora: ka noho hono ngā pūrere e rua ki te tūmau kēmu, ā, ka puta tonu ia nekehanga ki tērā atu papa.
friend-code-label = Waehere kēmu:
friend-join = Hono atu
friend-games-title = Ngā kēmu me ō hoa
friend-game-line = Ki a { $side }: { $turn } ({ $date })
# review: issue 40: "ko tō wā" (your turn), one wording for both games.
friend-turn-yours = ko tō wā
friend-turn-theirs = ko te wā o tō hoa
friend-turn-over = kua mutu

## During a game with a friend

friend-title = Te tākaro ki tētahi hoa mā te hononga
friend-live-title = Te tākaro mataora ki tētahi hoa
friend-you-play = Ka tākaro koe hei { $side }.
friend-watching = Kei te mātakitaki koe i tēnei kēmu.
friend-waiting = E tatari ana ki te nekehanga a tō hoa (ko te wā o { $side }).
friend-who = he hoa i tētahi atu pūrere
friend-name = { $tribe } (tō hoa)
friend-link-send = Tukuna tēnei hononga ki tō hoa: kei roto te kēmu me tāu nekehanga.
# review: issue 39
friend-link-first = Tukuna tēnei hononga ki tō hoa: māna te nekehanga tuatahi, kātahi ka tukuna mai anō te hononga ki a koe.
friend-link-after-move = Mahia tāu nekehanga, kātahi ka tuku i te hononga ki tō hoa.
friend-link-final = Kua mutu te kēmu: tukuna te hononga kia kite tō hoa i te otinga.
# review: issue 41 (by link) DRAFT awaiting review by a speaker of te reo Māori
friend-link-said = Tukuna tēnei hononga: kei roto tāu i kī ai ki tō hoa.
friend-link-label = He hononga ki te kēmu mō tō hoa
friend-invite-label = He hononga e hono mai ai tō hoa
friend-copy = Tāruatia te hononga
friend-copied = Kua tāruatia
friend-share = Tohaina…
friend-share-title = He kēmu nō Papa Tākaro
friend-qr = Waehere QR
friend-qr-label = Te waehere QR o te hononga
friend-qr-failed = Kāore i taea te hanga i te waehere QR; tāruatia te hononga.
friend-back-to-yours = Hoki ki tōu ake kēmu
# review: issue 39 (why Undo, "Wetekia", is greyed in a game with a friend)
friend-undo-off = Kāore e taea te wetekia i te kēmu me tētahi hoa: tērā pea kua kite kē tō hoa i te nekehanga.
friend-live-invite = Tukuna tēnei hononga ki tō hoa, whakaaturia rānei te waehere QR:
friend-live-code = Ka taea rānei e ia te pato i tēnei waehere ki te whārangi o te kēmu:
friend-watch-link = He hononga hei mātakitaki i tēnei kēmu
friend-connecting = E hono ana ki te tūmau…
friend-connected = Kua hono: ka puta ngā nekehanga ki ngā papa e rua i taua wā tonu.
friend-reconnecting = E hono anō ana ki te tūmau… Ka puritia āu nekehanga, ka tukuna ina hoki mai.
# review: issue 40: "ina hono anō" (when connected again): "hononga" is the link.
friend-offline = Kāore i te hono: ka puritia āu nekehanga, ka tukuna ina hono anō.
# review: issue 40: "ngā mea i tae mai" (things received; not "karere", which reads as chat
# messages) and "kāore i whakamahia" (were not used) for the older "i waiho".
friend-ignored = { $count ->
    [one] Kotahi te mea i tae mai ehara i te nekehanga o tēnei kēmu, ā, kāore i whakamahia.
   *[other] E { $count } ngā mea i tae mai ehara i te nekehanga o tēnei kēmu, ā, kāore i whakamahia.
}

## When a game with a friend cannot be opened or played

friend-failed-unreachable = Kāore e taea te tae atu ki te tūmau kēmu. Whakamātau anō ā muri ake, tākaro mā te hononga rānei.
friend-failed-not-found = Kāore tēnei kēmu mataora i te tūmau (he wā poto noa e puritia ai ngā kēmu).
friend-failed-seat-taken = Kua riro kē ngā taha e rua o tēnei kēmu: ka taea e koe te mātakitaki.
# review: issue 40: "Tirohia te waehere, ā, whakamātau anō" (check the code and try again), for the
# older "Tirohia, ka whakamātau anō".
friend-failed-bad-code = Kāore he kēmu e mau ana i taua waehere. Tirohia te waehere, ā, whakamātau anō.
# review: issue 35 (the game server full or busy; a move kept on the device)
friend-failed-full = Kua kī te tūmau kēmu i tēnei wā. Whakamātau anō ā muri ake, tākaro mā te hononga rānei.
friend-failed-refused = Kei te pukumahi te tūmau kēmu: tatari mō tētahi wā poto, kātahi ka whakamātau anō.
friend-failed-refused-move = Kāore te tūmau kēmu i whakaae ki taua nekehanga, nō reira ko te kēmu kei te tūmau e whakaaturia ana ināianei.
friend-held-full = Kua kī te tūmau kēmu: ka puritia tāu nekehanga i runga i tēnei pūrere, ka tukuna ina wātea anō te tūmau.
friend-held-refused = I tono te tūmau kēmu kia tatari iti tēnei pūrere: ka puritia tāu nekehanga i konei, ka tukuna anō ā kō ake nei.
friend-restore = Whakahokia tēnei kēmu ki te tūmau (ka whiwhi tō hoa i tētahi hononga hou)
# review: issue 40: "E whakaatu ana i te kēmu i tōna āhua i taua wā" (it shows the game as it was then).
friend-link-older = He tawhito ake tēnei hononga i tō kēmu me tēnei hoa. E whakaatu ana i te kēmu i tōna āhua i taua wā; kāore i panonitia tōu ake kēmu.
# review: issue 40: rewritten with the English (no "haere tonutanga"): "nō tētahi atu kēmu" (from
# another game), "ka taea e koe te titiro" (you can look at it).
friend-link-other = Nō tētahi atu kēmu me tēnei hoa tēnei hononga, ehara i te kēmu e tākaro nei koe. Ka taea e koe te titiro; kāore i panonitia tōu ake kēmu.
# review: issue 40: "te hononga o tēnei kēmu" for the older "tōna hononga" (which could read as the friend's).
friend-link-unknown = Kāore tēnei kēmu me tētahi hoa i runga i tēnei pūrere. Tonoa tō hoa kia tuku anō i te hononga o tēnei kēmu.
# review: issue 39
friend-view-title = He hononga nō tētahi kēmu me tētahi hoa
# review: issue 39
friend-view-note = Ko te kēmu tēnei i tōna āhua i taua hononga; kāore e taea te tākaro i konei. Kāore i panonitia tō kēmu me tēnei hoa, me tōu ake kēmu.
# review: issue 39
friend-view-current = Haere ki te kēmu o nāianei me tēnei hoa
# review: issue 39
friend-view-status = I tōna āhua i taua hononga: ko te wā o { $side }.
play-wait-friend = Taihoa: ko te wā o tō hoa ināianei.
play-moved-on = Kāore i tukuna tāu nekehanga: i tae tuatahi atu te nekehanga a tō hoa ki te kēmu.

## A Mū tōrere game link that cannot be read

mu-link-unreadable = Kāore i taea te pānui i te hononga kēmu ({ $why }); kāore i panonitia tō kēmu.
mu-link-bad-point = nekehanga { $number }: ehara a “{ $token }” i te wāhi (0 ki te 8)
mu-link-illegal = e kore e whakaaetia te nekehanga { $number }: { $reason }

# review: the tab title when it becomes your move while the tab is hidden
friend-your-move-title = ● Māu e neke — { $title }
# review: the opt-in for a system notification when it becomes your move, and the notification
friend-notify = Whakamōhiotia mai ina tae mai taku wā ki te neke
friend-notify-blocked = Kua aukatia ngā pānui o tēnei pae e ngā tautuhinga o tēnei pūtirotiro.
friend-notify-unsupported = Kāore e taea e tēnei pūtirotiro te whakaatu pānui.
friend-notify-title = Māu e neke
friend-notify-body = Māu e neke i { $title }.

## Between friends besides moves (issue 41): resign, take back, draw, rematch

# review: issue 41
friend-resign = Tuku i te kēmu
# review: issue 41
friend-resign-ask = Ka tuku koe i tēnei kēmu? Ka toa a { $winner }.
# review: issue 41
friend-resign-confirm = Tukua te kēmu
# review: issue 41
friend-keep-playing = Kia haere tonu te tākaro
# review: issue 41
friend-ended-resigned = Kua tuku a { $side } i te kēmu: ka toa a { $winner }.
# review: issue 41: tōrite for a drawn game, as in mu-status-draw.
friend-ended-draw = He tōrite, i whakaaetia e kōrua.
# review: issue 41
friend-takeback-ask = Tonoa kia whakahokia tō nekehanga
# review: issue 41
friend-draw-offer = Tonoa kia tōrite
# review: issue 41
friend-rematch-offer = Tonoa kia tākaro anō
# review: issue 41
friend-offer-waiting = E tatari ana ki te whakautu a tō hoa.
# review: issue 41
friend-offer-takeback = E tono ana tō hoa kia whakahokia tāna nekehanga whakamutunga.
# review: issue 41
friend-offer-draw = E tono ana tō hoa kia tōrite te kēmu.
# review: issue 41
friend-offer-rematch = E tono ana tō hoa kia tākaro anō, kua whakawhitia ngā taha.
# review: issue 41
friend-accept = Whakaae
# review: issue 41
friend-decline = Whakakāhore
# review: issue 41 (by link) DRAFT awaiting review by a speaker of te reo Māori
friend-declined = Kāore tō hoa i whakaae.
# review: issue 41
friend-talk-label = Tuku, whakahoki, tōrite, tākaro anō
# review: issue 41
friend-watchers = { $count ->
    [one] Kotahi te tangata e mātakitaki ana i tēnei kēmu.
   *[other] E { $count } ngā tāngata e mātakitaki ana i tēnei kēmu.
}

## He tukinga Moeraki Kemu ki tētahi hoa i tētahi atu pūrere (issue 41)
# review: issue 41 (match by link) DRAFT awaiting review by a speaker of te reo Māori
friend-match-label = Tukinga:
friend-link-match = Kāore ngā kēmu o te hononga i tohaina e hanga ana i tētahi tukinga e ai ki ōna ture; kāore i huakina, ā, kāore i panonitia ō kēmu.
friend-live-single = Kotahi anake te kēmu i te wā kotahi mā te tākaro mataora: kōwhiria he kēmu kotahi hei tākaro mataora, mā te hononga rānei e tākaro te tukinga.
friend-link-next = Kua mutu tēnei kēmu: tukuna te hononga kia kite tō hoa i te otinga. Kātahi te toa ka whakatakoto i te pōro o te kēmu e whai ake ana.
