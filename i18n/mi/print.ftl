# Tāngia, tākarohia: ngā whārangi hei tā, me ngā whārangi panga.
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo.
# review (issue 18, new): every message of this file is new. "tā" for print, "pepa" for
# paper, "kokoti" for cut out, "whakapiri" for tape or glue, "rūri" for ruler,
# "rārangi tongitongi" for a dashed line, "rārangi ira" for a dotted line, "whakakopa" for
# fold.

## The bar above the sheets on screen (it is not printed)

print-mu-title = Tāngia, tākarohia a { -mu-torere }
print-kemu-title = Tāngia, tākarohia a { -kemu }
print-mu-puzzles-title = { -mu-torere }: he whārangi panga
print-kemu-puzzles-title = { -kemu }: he whārangi panga
print-paper-a4 = A4
print-paper-a3 = A3
print-paper-letter = Letter
print-paper-label = Te rahi o te pepa
print-how = Tāngia ēnei whārangi mā te whakahau Tā o tō pūtirotiro, ki te pepa { $paper }, i te 100 % (te
    rahi tūturu, kaua e "whakaurua ki te whārangi"). He rārangi 10 cm kei ia whārangi hei whakaū i te
    rahi.
print-button = Tāngia
# review: issue 39 (a checkbox a sheet, to choose which to print)
print-choose = Ngā whārangi hei tā
print-another-set = He huinga panga anō
print-link-set = Tāngia, tākarohia: te papa, ngā perepere me ngā ture
print-link-puzzles = He whārangi panga hei tā

## On every sheet

print-scale = Tāngia i te 100 % (te rahi tūturu)
print-ruler = Me 10 cm te roa o tēnei rārangi.
print-ruler-label = He rūri 10 cm hei whakaū
print-answers-title = Ngā whakautu
print-rules-setup = Te whakarite
print-rules-moving = Te neke
print-rules-end = Te mutunga o te kēmu

## Mū tōrere

print-mu-board-title = Te papa
print-mu-board-note = Whakatakotoria te papa. E whā ngā perepere mā ia kaitākaro (kei te whārangi e
    whai ake nei). Kua tapaina ngā wāhi ki te reo Māori.
print-mu-board-label = Te papa Mū tōrere: e waru ngā kāwai huri noa i te pūtahi, kua tapaina ia wāhi
print-mu-counters-title = Ngā perepere hei kokoti
print-mu-counters-note = Kokotihia ngā perepere e waru. He tapatoru kei ngā perepere a Kākāriki, he ira kei ngā perepere a Mā, nā
    reira ka pai anō he tānga pango, mā hoki. Ki te whakapiria ki te kāri, ka roa ake te ora.
print-mu-counter = { $side ->
    [green] Perepere Kākāriki (tapatoru)
   *[white] Perepere Mā (ira)
}
print-mu-rules-title = Ngā ture o { -mu-torere }
print-mu-puzzles-note = He mea tau ngā wāhi pērā i te kēmu: ko te kāwai 1 kei runga, kātahi ka haere
    whai i te huringa o te karaka ki te 8; ko te 0 te pūtahi. Ka tākarohia ia panga i raro i ngā ture paerewa, ki tētahi
    hoariri tino tika.
print-mu-task = { $number }. Mā { $side } e neke. { $goal }
print-mu-puzzles-page = Ngā panga, whārangi { $page } o te { $pages }
print-mu-answers-note = Ko ia whakautu he nekehanga, mai i te wāhi i wehe atu ai te perepere ki te wāhi
    i uru atu ai ia, e tere rawa ai te toa, e mau tonu ai rānei te tōrite, e ai ki te tātaritanga katoa
    o te kēmu. Ki te maha ngā nekehanga pērā, kua tuhia katoatia.
print-mu-answer = { $number }. { $moves }

## Moeraki Kemu

print-kemu-board-title = Te papa
print-kemu-board-label = Te papa { -kemu }: e 57 ngā rua i runga i te mātiti hauroki, me te porowhita o
    te wāhi Moeraki kei waenganui
print-kemu-board-part = Te papa, wāhanga { $part } o te { $parts }
print-kemu-board-join = E whā ngā wāhanga o te papa. Kokotihia tētahi whārangi i tōna rārangi
    tongitongi, ka whakatakoto ai ki runga i tōna hoa kia tūtaki ngā rua kua rīpekatia, kātahi ka
    whakapiri i ngā wāhanga mai i muri.
print-kemu-rules-title = Ngā ture o te Kēmu { $tier }
print-kemu-rules-victories = Ngā huarahi ki te toa
print-kemu-rule-tahuna = Tahuna: ka karapotia tētahi wāhi tahuna tapawhā e āu kōhatu e whā.
# review: issue 29: "e whiti ana i te pōro" (crossing the ball), against the lessons' "e haere ana mā te pōro".
print-kemu-rule-awa = Awa: ka kī tētahi hauroki i āu kōhatu mai i tētahi taha ki tētahi, i tētahi hauroki
    rānei e whiti ana i te pōro, ia rua mai i tētahi pito tae noa ki te pōro.
print-kemu-rule-ara = Ara: ka kī ngā rua e whā o tētahi rārangi taha i āu kōhatu.
print-kemu-rule-beginner-draw = I te Kēmu Tīmatanga, ki te kī te papa kāore he toa pēnei, he tōrite.
# review: new in issue 29; "me hipa" as in kemu-error-no-stones.
print-kemu-rule-tane-pass = Kāore he kōhatu e whakatakotoria i te nekehanga Tane, nō reira i muri i tērā
    ka pau tuatahi ngā kōhatu a tērā atu iwi: me hipa te kaitākaro kua pau āna kōhatu.
print-kemu-scale-title = Te tauine Moeraki
print-kemu-scale-note = Whakaaetia te tukinga i mua i te tīmatanga: Uira 3, Kiwi 5, Moa 7, Ika Moana 10
    rānei ngā kēmu hei toa. Tohua he pouaka mō ia kēmu ka riro i tētahi iwi; ko te mea tuatahi ka tae ki
    te whāinga ka toa i te Kemu. Tuhia ia kēmu ki te ripanga i raro.
print-kemu-scale-tribe = Iwi
print-kemu-games-game = Kēmu
print-kemu-games-player-a = Kaitākaro A
print-kemu-games-ball = Te pōro ki
# review: issue 29: "Te toa" (the winner) beside "Te momo toa" (the kind of victory) in one table head.
print-kemu-games-winner = Te toa
print-kemu-games-victory = Te momo toa
print-kemu-games-tiles = Ngā tohu (Marae)
print-kemu-tiles-title = Ngā tohu iwi: { $tribe }
print-kemu-tiles-note = Kokotihia ngā tohu: tekau mā ono ngā tohu kī, he ōrite te rahi ki tētahi wāhi
    tapawhā, e waru ngā tohu haurua, he ōrite te rahi ki tētahi tapatoru. Hei hipoki i tētahi wāhi
    tapatoru ki tētahi tohu kī, kokotihia i tōna rārangi ira.
print-kemu-pieces-title = Ngā kōhatu, te pōro me ngā Maori-Tane
print-kemu-stones-note = Kokotihia ngā kōhatu, e 28 mā ia iwi: he porowhita kei ngā kōhatu a Matau, he ira kei
    ngā kōhatu a Manaia. Ka pai anō ngā pātene, ngā moni, ngā pirepire karaehe rānei o ngā tae e rua.
print-kemu-tane-note = Te pōro Moeraki, me tētahi Maori-Tane mā ia iwi (Kēmu Tohunga): kokotihia te
    rīpene, whakakopaina ki ngā rārangi tongitongi kia rite ki te tēneti, ka whakatū ai ki ōna waewae.
print-kemu-tane-label = Te Maori-Tane a { $tribe }, hei whakakopa
print-kemu-puzzles-note = He tūranga nō ngā kēmu i tākaro ai te rorohiko ki a ia anō. Kua tapaina ngā
    rua ki te tīwae (a ki k) me te haupae (1 ki te 11). Kua whakaūngia ia whakautu ki ngā ture o te kēmu.
print-kemu-puzzles-page = Ngā panga, whārangi { $page } o te { $pages }
# review: issue 40: "Mā { $tribe } e tākaro", as the game's turn line (kemu-status-play), for the
# older "e neke": Kemu stones never move (here and in print-kemu-task-stop, print-kemu-task-tane).
print-kemu-task-win = { $number }. Mā { $tribe } e tākaro: whakatakotoria te kōhatu ka toa ināianei.
# review: issue 40: "e tākaro", see print-kemu-task-win.
print-kemu-task-stop = { $number }. Mā { $tribe } e tākaro: kua tata toa te hoariri. Kimihia te kōhatu
    kotahi e ārai ana.
# review: issue 40: "e tākaro", see print-kemu-task-win.
print-kemu-task-tane = { $number }. Mā { $tribe } e tākaro (Kēmu Tohunga): kimihia te nekehanga Tane e toa
    ai i te kēmu, ahakoa he aha tā te hoariri.
# review: issue 29: "kua tuhia e rua" (both are written) for "both are given"; "pūkete" for a game
# record, against kemu.ftl's "rekoata".
print-kemu-answers-note = Ka whakahuatia e te whakautu te rua mō tētahi kōhatu, he nekehanga Tane rānei:
    T, te wāhi, me te taha e anga atu ana (n, e, s, w rānei), pērā i ngā pūkete o te kēmu; ki te toa ngā
    kōhatu e rua, kua tuhia e rua.
print-kemu-answer = { $number }. { $moves }
