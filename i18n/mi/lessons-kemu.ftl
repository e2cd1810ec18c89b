# Ngā akoranga o Moeraki Kemu (?learn=kemu&lesson=1 … 9).
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo. The English file (i18n/en/lessons-kemu.ftl) gives each
# message's context. Hollow and field names (f6, d3) and scores (3:1, ½) stay exactly as
# they are: a test checks that each step names the same ones as the English.
#
# Words chosen (the same as the Kemu screen, kemu.ftl, and the About page,
# learn-kemu.ftl):
#   hollow = rua; central hollows = ngā rua o waenganui; stone = kōhatu; the Moeraki
#   ball = te pōro Moeraki; field = wāhi; beach field = wāhi tahuna; square = tapawhā;
#   triangle = tapatoru; sideline = taha; diagonal = hauroki; edge row = rārangi taha;
#   column = tīwae; row = haupae; Player A = te Kaitākaro A; tribe = iwi; tribal tile =
#   tohu iwi, full tile = tohu kī, half tile = tohu haurua; settled = whakatauria;
#   point (of a score) = piro; count = tatau; total = tapeke; majority = te nuinga;
#   opponent = hoariri (review: "enemy"; a speaker may prefer "hoa tauwhāinga"; see
#   shell.ftl); "you play X" = "ka tākaro koe hei X"; possessives of stones, tiles and
#   the Tane take a (āu kōhatu, tāu Tane, he tohu kī mā Matau; see shell.ftl); north, east, south, west = raki, rāwhiti, tonga, uru;
#   line of sight = tirohanga; lesson = akoranga; step = wāhanga.
# "Right" (the side) is written "katau" everywhere (learn-kemu.ftl too) so that it is not
#   read as the tribe Matau.
# The game's names stay as published: Matau, Manaia, Tahuna, Awa, Ara, Marae,
#   Maori-Tane, Tane, Moeraki; Basic and Master games = Kēmu Taketake, Kēmu Tohunga
#   (kemu.ftl's tier names).

## The page around the board

lessons-kemu-heading = Akohia a { -kemu } — akoranga { $number }: { $title }
lessons-kemu-play = Tākarohia he kēmu { -kemu }

## Lines beside the board

lessons-kemu-status-ball = Ko { $tribe } te Kaitākaro A: māna e whakatakoto te pōro Moeraki.
lessons-kemu-status-to-play = Mā { $tribe } e tākaro.
lessons-kemu-status-draw = He tōrite: kua kī te papa.
lessons-kemu-status-won = Kua toa a { $tribe }: { $victories }.
lessons-kemu-and = { $list } me { $last }
lessons-kemu-count = Matau { $matau }, Manaia { $manaia }
lessons-kemu-tiles = Ngā tohu: { $count }.
lessons-kemu-count-result = Te tatau: { $count }.

## What a wrong move did

# review: "pāwhiria" for "click".
lessons-kemu-tane-not-stone = Ko te Tane e hiahiatia ana i tēnei wāhanga, ehara i te kōhatu: pāwhiria tuatahi tētahi o āu tohu kī.
lessons-kemu-refused-occupied = Kua nohoia kē te rua { $hollow }.
lessons-kemu-refused-ball = Ka whakatakotoria te pōro Moeraki ki tētahi anake o ngā rua e iwa o waenganui, ā, ehara a { $hollow } i tētahi o aua rua.
lessons-kemu-refused-tane = Ka tū te Tane ki tētahi tohu kī nāu anake, ā, kāore he tohu pērā i te wāhi { $field }.
lessons-kemu-refused = Kāore e whakaaetia taua nekehanga i konei.
lessons-kemu-placed-on = Ko te rua { $hollow } tēnā.
lessons-kemu-other-victory = Ka toa anō tēnā ({ $got }), engari ko te { $wanted } e hiahiatia ana i tēnei wāhanga.
# "i tāna nekehanga e whai ake nei" for "next (turn)", as in kemu.ftl.
lessons-kemu-would-win = Ka toa a { $tribe } ki tētahi kōhatu i { $hollow } i tāna nekehanga e whai ake nei ({ $victory }).
lessons-kemu-would-win-plain = Ka toa a { $tribe } ki tētahi kōhatu i { $hollow } i tāna nekehanga e whai ake nei.
lessons-kemu-settled-full = Kua karapotia te wāhi { $field }: he tohu kī mā { $tribe }.
lessons-kemu-settled-half = Kua karapotia te wāhi { $field }: he tohu haurua mā { $tribe }.
lessons-kemu-settled-empty = Kua karapotia te wāhi { $field }, engari kāore he nuinga, nā reira ka noho wātea.
lessons-kemu-count-after = Mā { $tribe } e whakakī te rua whakamutunga, { $hollow }, ā, ka pēnei te tatau, { $count }: { $verdict }
lessons-kemu-count-level = he ōrite, nā reira ka toa te Kaitākaro A, a { $tribe }.
lessons-kemu-count-more = he nui ake tā { $tribe }.
# review: the counts choose the wording: none (0), one (kotahi), or a number.
lessons-kemu-tane-removes = Ina anga te Tane i { $field } ki te { $direction }, { $theirs ->
    [0] kāore he tohu a { $tribe } e tangohia
    [one] kotahi te tohu a { $tribe } ka tangohia
   *[other] e { $theirs } ngā tohu a { $tribe } ka tangohia
}, ā, { $mine ->
    [0] kāore he tohu āu
    [one] kotahi te tohu āu
   *[other] e { $mine } ngā tohu āu
} (tae atu ki te tohu i raro i a ia).

## Lesson 1

lessons-kemu-l1-title = Te papa me ōna ingoa
lessons-kemu-l1-s1 = Ka tākarohia a { -kemu } i runga i ngā rua e 57, he mea hono e ngā
    rārangi hauroki. Ko te ingoa o te rua ko tōna tīwae, mai i te a ki te k, mai i te taha
    mauī ki te taha katau, me tōna haupae, mai i te 1 ki te 11, mai i raro ki runga: ko
    f6 kei te pokapū, ā, kua tohua hoki a c1 me k9. Ka whakatakotoria ngā kōhatu ki ngā
    rua, kotahi i ia wā, ā, kāore rawa e neke.
# review: "tapahi" (cut) for the triangles that cut the corners.
lessons-kemu-l1-s2 = Kei waenga i ngā rārangi ngā wāhi tahuna e 56. E whā tekau he
    tapawhā, he rua kei ia kokonga; e tekau mā rua ngā tapatoru kei ngā taha, ā, e whā e
    tapahi ana i ngā kokonga. Ko te ingoa o te wāhi ko te ira kei tōna pokapū: ko d3 te
    tapawhā kua tohua, ko a4 te tapatoru kei te taha mauī. Ko te ingoa o te tapatoru
    kokonga ko te rua kei waenga o ōna rua e toru: ko ngā rua o te mea kua tohua ko c1, b2
    me a3, nō reira ko b2 tōna ingoa.
lessons-kemu-l1-s3 = Kei waenganui, ka tohua te wāhi Moeraki e tētahi porowhita mā: ko f6
    me ngā rua e waru e karapoti ana i a ia, ko e5, e7, g5 me g7, me d6, f4, f8 me h6, kei
    runga tonu i te porowhita. Ka taea anake te pōro te whakatakoto ki tētahi o ēnei rua e
    iwa o waenganui.
lessons-kemu-l1-s4 = Kei f6 kē te pōro Moeraki, ā, ka tākaro koe hei Manaia, ngā kōhatu mā.
    Whakatakotoria he kōhatu ki te rua h4: tīwae h, haupae 4.
lessons-kemu-l1-s4-wrong = Kei te tīwae h te rua h4, te tuawaru mai i te taha mauī, ā, kei
    te haupae 4, te tuawhā mai i raro.
lessons-kemu-l1-s4-right = Āe, ko h4 tēnā. Kua tuhia ngā ingoa o ngā tīwae me ngā haupae
    ki ngā taha o te papa.

## Lesson 2

lessons-kemu-l2-title = Te whakatakoto i te pōro
# review: "ehara i te mea nō tētahi kaitākaro" for "it belongs to nobody".
lessons-kemu-l2-s1 = Ka tīmata ia kēmu ki te pōro Moeraki. Ka whakatakotoria e te
    Kaitākaro A ki tētahi o ngā rua e iwa o waenganui; ehara i te mea nō tētahi
    kaitākaro. Kātahi ka whakatakotoria e te Kaitākaro B te kōhatu tuatahi, ā, ka
    whakawhitiwhiti ngā kaitākaro, kotahi te kōhatu i ia wā, ki tētahi rua wātea.
lessons-kemu-l2-s2 = He mea nui te wāhi e takoto ai te pōro: i runga i tētahi hauroki e haere ana mā te pōro, ka taea e te awa te rere mai i tētahi pito o te hauroki
    tae noa ki te pōro, nā reira he iti iho ngā kōhatu e hiahiatia ana. Ko koe te
    Kaitākaro A (Matau). Whakatakotoria te pōro ki te hauroki kua tohua, e tīmata
    ana i c1.
lessons-kemu-l2-s2-wrong = Ka āhei te pōro te whakatakoto ki reira, engari kāore i runga i te hauroki kua tohua mai i c1 (c1, d2, e3, f4, g5, h6 …).
lessons-kemu-l2-s2-right = Ka pai: ināianei ka mutu te hauroki mai i c1 ki te pōro,
    nā reira ko ngā kōhatu anake tae noa ki te pōro e hiahiatia ana mō tētahi awa mai i
    c1. Ā muri atu, mā te Kaitākaro B e whakatakoto te kōhatu tuatahi.

## Lesson 3

lessons-kemu-l3-title = Awa: te awa
lessons-kemu-l3-s1 = Ka toa te awa (Awa) ina kī ngā rua katoa o tētahi hauroki i āu
    kōhatu, mai i tētahi taha o te papa ki tērā atu. Ka tākaro koe hei Matau (pango): kua kī i
    āu kōhatu ngā rua katoa o tētahi hauroki poto, hāunga tētahi. Whakaotia te awa.
lessons-kemu-l3-s1-wrong = Kāore taua kōhatu e whakaoti i tētahi hauroki. Rapua ngā
    kōhatu pango i tētahi hauroki, kotahi te āputa, e haere ana mai i tētahi taha ki
    tētahi atu taha.
lessons-kemu-l3-s1-right = He Awa: kei ngā rua katoa o te hauroki mai i g1 ki k5 ngā
    kōhatu a Matau.
lessons-kemu-l3-s2 = I tēnei wā kei g5 te pōro. I runga i tētahi hauroki e haere ana
    mā te pōro, ka nui ngā rua mai i tētahi pito o te hauroki tae noa ki te pōro mō tētahi
    awa. Kimihia te awa poto a Matau, ā, whakaotia.
lessons-kemu-l3-s2-wrong = Kāore taua kōhatu e whakaoti i tētahi awa. Ko tēhea hauroki e rere ana mai i tētahi taha ki te pōro, kotahi anake te āputa e toe ana?
lessons-kemu-l3-s2-right = He Awa tae noa ki te pōro: ka toro a j2, i3 me h4 mai i te taha
    ki te pōro i g5.

## Lesson 4

lessons-kemu-l4-title = Ara: te ara
lessons-kemu-l4-s1 = Ko te rārangi taha ngā rua e whā i te roanga o tētahi taha: ko c1,
    e1, g1 me i1 kei raro, ko a3, a5, a7 me a9 kei te taha mauī, ā, pērā anō kei runga, kei
    te taha katau hoki. Ka toa te ara (Ara) ina kī ngā rua e whā i āu kōhatu. Whakaotia he
    ara mā Matau.
lessons-kemu-l4-s1-wrong = Kāore taua kōhatu e whakakī i tētahi rārangi taha ki āu kōhatu.
    Ko te rārangi kei reira he kōhatu Manaia, e kore e riro i a koe.
lessons-kemu-l4-s1-right = He Ara: kei a3, a5, a7 me a9 katoa ngā kōhatu a Matau.

## Lesson 5

lessons-kemu-l5-title = Tahuna: te tahuna
lessons-kemu-l5-s1 = Ka toa te tahuna (Tahuna) ina kī ngā rua e whā e karapoti ana i
    tētahi wāhi tapawhā i āu kōhatu. E toru ngā kōhatu a Matau e karapoti ana i ngā tapawhā
    e rua e tata ana ki raro. Karapotia he tahuna.
lessons-kemu-l5-s1-wrong = Kāore tēnā e karapoti i tētahi tapawhā ki āu kōhatu e whā. Ko te
    tapawhā kei reira he kōhatu Manaia, e kore e riro hei tahuna māu.
lessons-kemu-l5-s1-right = He Tahuna: kua karapotia te wāhi d3 e c3, d2, e3 me d4, nā
    Matau katoa.

## Lesson 6

# review: "aukati" (block), as mu.ftl's "kua aukatia".
lessons-kemu-l6-title = Te aukati
lessons-kemu-l6-s1 = Tirohia ngā rārangi a tō hoariri, me āu anō hoki. Kotahi anō
    te kōhatu e hiahiatia ana e Manaia (mā) mō tētahi ara i te taha o raro. Ka tākaro koe
    hei Matau: whakatakotoria tāu kōhatu ki te rua e toa ai a Manaia i tāna nekehanga e whai ake
    nei.
lessons-kemu-l6-s1-wrong = Kāore tēnā e aukati i a Manaia.
lessons-kemu-l6-s1-right = Kua aukatia: kua pakaru te ara a Manaia i te kōhatu Matau kei
    i1.
lessons-kemu-l6-s2 = E toru ngā kōhatu a Manaia i te hauroki mai i j10 ki te pōro i
    f6. Kei hea te rua e toa ai a Manaia i tāna nekehanga e whai ake nei? Aukatihia.
lessons-kemu-l6-s2-wrong = Kāore tēnā e aukati i te awa a Manaia.
lessons-kemu-l6-s2-right = Kua aukatia: i te mea kei g7 a Matau, e kore e tae te awa mai i
    j10 ki te pōro.

## Lesson 7

lessons-kemu-l7-title = Ngā tohu iwi
# review: "whakatauria" (decided, settled) for a field being settled, as in learn-kemu.ftl.
# review: issue 40: relative clause "e … ai" ("e riro ai he tohu kī"), as "Kei hea te rua e toa ai",
# for the older "ka … ai" (issue 29).
lessons-kemu-l7-s1 = I te Kēmu Taketake me te Kēmu Tohunga, ka whakatauria te wāhi ina kī
    tōna rua whakamutunga. Ki te 3:1 te tapawhā, ka whiwhi te nuinga i te tohu kī (1
    piro); ki te 2:2, ka noho wātea. E rua ngā tapawhā e tata ana ki raro, e hapa ana ia
    mea i te kōhatu kotahi. Whakatakotoria te kōhatu Matau e riro ai he tohu kī.
lessons-kemu-l7-s1-wrong = Kāore he tohu kī e riro i a Matau i taua kōhatu.
lessons-kemu-l7-s1-right = Kua karapotia te wāhi d3, 3:1: he tohu kī mā Matau.
lessons-kemu-l7-s2 = Kāore te pōro e tatauria mō tētahi, nā reira e toru anake ngā kōhatu
    o te tapawhā kei tōna taha: ka riro tōna tohu kī i te 3:0, i te 2:1 rānei. Ko te
    wāhi f5, kei waenga i e5, g5, f4 me te pōro, e hapa ana i te kōhatu kotahi. Tikina
    tōna tohu mā Matau.
lessons-kemu-l7-s2-wrong = Kāore taua kōhatu e whakatau i te wāhi f5.
lessons-kemu-l7-s2-right = 2:1 i te taha o te pōro: he tohu kī mā Matau ki f5.
lessons-kemu-l7-s3 = E toru ngā rua o ngā tapatoru kei ngā taha: ka riro he tohu kī i
    te 3:0, he tohu haurua i te 2:1 (½ piro, he rārangi e wehe ana i a ia). Ka riro te
    tohu i te nuinga, ahakoa nā wai te kōhatu whakamutunga. Tikina he tohu haurua mā
    Matau.
lessons-kemu-l7-s3-wrong = Kāore he tohu haurua e riro i a Matau i taua kōhatu.
lessons-kemu-l7-s3-right = Kua whakatauria te tapatoru a4, 2:1: he tohu haurua mā Matau.

## Lesson 8

lessons-kemu-l8-title = Te tatau Marae
lessons-kemu-l8-s1 = Ina kī ngā rua katoa, ā, kāore te kōhatu whakamutunga i whakaoti i
    tētahi Tahuna, Awa, Ara rānei, mā te Marae e whakatau. Ka tatau ia iwi i āna tohu, 1
    mō te tohu kī, ½ mō te tohu haurua, ā, ka toa te tapeke nui ake. Kei te taha o te
    papa ngā tapeke o tēnei kēmu.
lessons-kemu-l8-s2 = Ina ōrite ngā tapeke e rua, ka toa te Kaitākaro A, nāna te pōro i
    whakatakoto. I tēnei kēmu, nā Matau te pōro i whakatakoto, ā, he ōrite te tatau, nā
    reira ka toa a Matau.
# review: "E rua ngā rua" (two hollows): "rua" is both "two" and "hollow".
# review: issue 40: relative clause "e … ai" ("e toa ai koe"), for the older "ka … ai" (issue 29).
lessons-kemu-l8-s3 = E rua ngā rua e toe ana, ko e11 me h8. Ka tākaro koe hei Manaia (Kaitākaro B);
    mā Matau e whakakī te rua whakamutunga. Nā Matau te pōro i whakatakoto, nā reira ki te
    ōrite te tatau, ka riro i a Matau. Ko tēhea kōhatu e toa ai koe i te tatau?
lessons-kemu-l8-s3-wrong = Kāore taua kōhatu e toa i te tatau.
lessons-kemu-l8-s3-right = Ka toa a Manaia i te Marae.

## Lesson 9

lessons-kemu-l9-title = Te Maori-Tane
lessons-kemu-l9-s1 = I te Kēmu Tohunga, kotahi te Maori-Tane a ia iwi. Kotahi te wā i ia
    kēmu, i te wāhi o te whakatakoto kōhatu, ka taea e koe tāu Tane te whakatū ki tētahi
    wāhi he tohu kī nāu (ka tangohia taua tohu), ā, te huri kia anga ki tētahi o ngā
    taha e whā. Ka ngaro te tohu o ia wāhi kei tōna tirohanga, tae noa ki taua taha,
    ahakoa āu, ā, ka noho wātea i ngā tohu mō te toenga o te kēmu. Anei, e anga ana te
    Tane a Matau i d3 ki te raki: kua puritia kia wātea a d5, d7, d9 me d11.
lessons-kemu-l9-s2 = Ka tākaro koe hei Matau. He tohu kī nā Manaia kei c6, d5 me d7; kei b3 me
    d3 āu. Kōwhiria tētahi o āu tohu kī mō te Tane, kātahi ko te taha e anga ai ia, kia
    tangohia e tōna tirohanga ngā tohu a Manaia. Ka whakamarumarutia ngā wāhi ka wātea i
    tētahi ahunga, i mua i tō whakaūnga.
lessons-kemu-l9-s2-wrong = He rārangi anō ka nui ake ngā tohu a Manaia ka tangohia.
lessons-kemu-l9-s2-right = E anga ana te Tane i d3 ki te raki: kua ngaro ngā tohu a
    Manaia i d5 me d7, ā, ka noho wātea aua wāhi mō te toenga o te kēmu.
