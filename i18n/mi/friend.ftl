# review: issue 26 (every message in this file is a first draft, awaiting a speaker)
# Te tākaro ki tētahi hoa i tētahi atu pūrere, i ngā kēmu e rua.

## Starting a game with a friend

friend-start-title = Tākaro ki tētahi hoa i tētahi atu pūrere
friend-your-side = Tō taha:
friend-by-link = Tākaro ki tētahi hoa mā te hononga
friend-live = Tākaro tōtika ki tētahi hoa
friend-code-label = Waehere kēmu:
friend-join = Hono atu
friend-games-title = Ngā kēmu me ō hoa
friend-game-line = Ki a { $side }: { $turn } ({ $date })
friend-turn-yours = māu e neke
friend-turn-theirs = mā tō hoa e neke
friend-turn-over = kua mutu

## During a game with a friend

friend-title = Te tākaro ki tētahi hoa mā te hononga
friend-live-title = Te tākaro tōtika ki tētahi hoa
friend-you-play = Ko koe te { $side }.
friend-watching = Kei te mātakitaki koe i tēnei kēmu.
friend-waiting = E tatari ana ki te nekehanga a tō hoa (mā { $side } e neke).
friend-who = he hoa i tētahi atu pūrere
friend-name = { $tribe } (tō hoa)
friend-link-send = Tukuna tēnei hononga ki tō hoa: kei roto te kēmu me tāu nekehanga.
friend-link-after-move = Nekehia tāu kōhatu, kātahi ka tuku i te hononga ki tō hoa.
friend-link-final = Kua mutu te kēmu: tukuna te hononga kia kite tō hoa i te otinga.
friend-link-label = He hononga ki te kēmu mō tō hoa
friend-invite-label = He hononga e hono mai ai tō hoa
friend-copy = Tāruatia te hononga
friend-copied = Kua tāruatia
friend-share = Tiria…
friend-share-title = He kēmu nō Papa Tākaro
friend-qr = Waehere QR
friend-qr-label = Te waehere QR o te hononga
friend-qr-failed = Kāore i taea te hanga i te waehere QR; tāruatia te hononga.
friend-back-to-yours = Hoki ki tōu ake kēmu
friend-live-invite = Tukuna tēnei hononga ki tō hoa, whakaaturia rānei te waehere QR:
friend-live-code = Ka taea rānei e ia te pato i tēnei waehere ki te whārangi o te kēmu:
friend-watch-link = He hononga hei mātakitaki i tēnei kēmu
friend-connecting = E hono ana ki te tūmau…
friend-connected = Kua hono: ka puta ngā nekehanga ki ngā papa e rua i taua wā tonu.
friend-reconnecting = E hono anō ana ki te tūmau… Ka puritia āu nekehanga, ka tukuna ina hoki mai.
friend-offline = Kāore i te hono: ka puritia āu nekehanga, ka tukuna ina hoki mai te hononga.
friend-ignored = { $count ->
    [one] Kotahi te karere ehara i te nekehanga o tēnei kēmu, i waiho.
   *[other] { $count } ngā karere ehara i te nekehanga o tēnei kēmu, i waiho.
}

## When a game with a friend cannot be opened or played

friend-failed-unreachable = Kāore e taea te tae atu ki te tūmau kēmu. Whakamātau anō ā muri ake, tākaro mā te hononga rānei.
friend-failed-not-found = Kāore tēnei kēmu tōtika i te tūmau (he wā poto noa e puritia ai ngā kēmu).
friend-failed-seat-taken = Kua riro kē ngā taha e rua o tēnei kēmu: ka taea e koe te mātakitaki.
friend-failed-bad-code = Kāore he kēmu e mau ana i taua waehere. Tirohia, ka whakamātau anō.
friend-link-older = He tawhito ake tēnei hononga i tō kēmu me tēnei hoa: e whakaaturia ana kia pērā i tōna āhua i taua wā, ā, kāore i panoni tō kēmu.
friend-link-other = Ehara tēnei hononga i te haere tonutanga o tō kēmu me tēnei hoa: e whakaaturia ana, ā, kāore i panoni tō kēmu.
friend-link-unknown = Kāore tēnei kēmu me tētahi hoa i runga i tēnei pūrere. Tonoa tō hoa kia tuku anō i tōna hononga.
play-wait-friend = Taihoa: mā tō hoa e neke ināianei.
play-moved-on = Kāore i tukuna tāu nekehanga: i tae tuatahi atu te nekehanga a tō hoa ki te kēmu.

## A Mū tōrere game link that cannot be read

mu-link-unreadable = Kāore i taea te pānui i te hononga kēmu ({ $why }); kāore i panoni tō kēmu.
mu-link-bad-point = nekehanga { $number }: ehara a “{ $token }” i te ira (0 ki te 8)
mu-link-illegal = e kore e whakaaetia te nekehanga { $number }: { $reason }
