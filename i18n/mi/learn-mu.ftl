# Ngā whārangi ako o Mū tōrere: "Mō Mū tōrere", ngā akoranga ārahi e whitu, me te
# whakangungu mahanga.
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo. The English file (i18n/en/learn-mu.ftl) gives each
# message's context; the points marked "review:" are the ones the drafter was least sure
# of.
#
# Words chosen throughout (the same as the game's screen, i18n/mi/mu.ftl):
#   Green = Kākāriki, White = Mā; counter = perepere; point = wāhi; empty = wātea;
#   opponent = hoariri (review: "enemy"; perhaps "hoa tauwhāinga"); move = nekehanga; draw = tōrite; win = toa; lose = hinga;
#   blocked = kua aukatia; repetition = tukurua; the computer's solve = te tātaritanga;
#   rule set = huinga ture; guided lessons = akoranga ārahi; trap trainer = whakangungu
#   mahanga; trap = mahanga.
# review: a move of either player is "nekehanga", as on the game's screen. Issue 40: every
# count of moves counts one player's own moves ("āu nekehanga", "āna nekehanga"), as the
# English does; "(ngā taha e rua)" is no longer used.
# puzzle = panga; lesson step = wāhanga.

# The title of Elsdon Best's book, as it was printed (1925).
-best-book = Games and Pastimes of the Maori

## Words used on several learning pages


## Why a counter may not move


# review: issue 40: "tō hoariri" everywhere for the side that defends (the older "te kaiārai");
# "te ārai i tāu toa" (stop your win) for the English "stop you winning".
# review: issue 30: plain words, counting one player's own moves ("āu nekehanga", "āna
# nekehanga") rather than both sides' ("ngā taha e rua").
learn-mu-wrong-move = { $worth ->
    [wins] Ka toa anō taua nekehanga, engari he pōturi ake: { $played ->
        [one] kotahi tāu nekehanga
       *[other] e { $played } āu nekehanga
    }
    [draws] He tōrite noa iho taua nekehanga: ka taea ināianei e tō hoariri te ārai i tāu toa
    [loses-soon] Ka hinga taua nekehanga: ka taea ināianei e tō hoariri te toa { $played ->
        [one] i tāna nekehanga e whai ake nei
       *[other] i roto i āna nekehanga e { $played }
    }
   *[loses] Ka hinga taua nekehanga: ka taea ināianei e tō hoariri te toa, ahakoa he aha tāu, { $played ->
        [one] i tāna nekehanga e whai ake nei
       *[other] i roto i āna nekehanga e { $played }
    }
}; { $aim ->
    [win] { $best ->
        [one] ka toa tonu te nekehanga pai rawa i konei
       *[other] ka toa te nekehanga pai rawa i konei i roto i āu nekehanga e { $best }
    }
   *[draw] mā tētahi atu nekehanga e mau tonu ai te tōrite
}.

## About Mū tōrere

learn-mu-about-title = Mō { -mu-torere }
# review: "ngā kēmu e kaingākautia ana" for "the treasured games".
learn-mu-about-intro = He kēmu papa a { -mu-torere } mō ngā kaitākaro tokorua, nō te iwi Māori o
    Aotearoa. Ko Ngāti Porou o te Tai Rāwhiti o Te Ika-a-Māui te iwi e tino hono ana ki a ia. He
    taonga tākaro ia, arā, ko ngā kēmu e kaingākautia ana, ā, kei te whakaakona, kei te tākarohia anō
    ki ngā kura, ki ngā marae, ki ngā hui ahurei.

learn-mu-about-board-heading = Te papa me ōna wāhanga
# review: "wheke" (octopus); "kiri rākau" (bark).
learn-mu-about-board = He whetū e waru ōna pito te papa; i ētahi wā ka whakaritea ki te wheke. I tuhia
    e te tangata ki te whenua, i whakairohia ki te rākau, i tuhia rānei ki te kiri rākau.
# review: "tuhinga" for the game's notation; "whai i te huringa o te karaka" for clockwise.
learn-mu-about-term-putahi = te wāhi i waenganui o te whetū (te wāhi 0 i te tuhinga o tēnei kēmu)
learn-mu-about-term-kawai = ngā peka e waru, he wāhi kei te pito o ia peka; he mea tau 1 ki te 8, mai i runga, whai i te huringa o te karaka
learn-mu-about-term-perepere = ngā mea e nekehia ana i runga i te papa; e whā mā ia kaitākaro

learn-mu-about-play-heading = Te tākaro
learn-mu-about-play-start = Ka tīmata a Kākāriki ki ngā kāwai 1 ki te 4, a Mā ki ngā kāwai 5 ki te 8. Kei
    te wātea te pūtahi, nō reira kotahi anake te wāhi wātea.
learn-mu-about-play-move = I tō wā, ka nekehia e koe tētahi o āu perepere ki te wāhi wātea:
learn-mu-about-play-along = mai i tētahi kāwai ki te kāwai i tōna taha;
learn-mu-about-play-out = mai i te pūtahi ki waho, ki tētahi kāwai;
learn-mu-about-play-in = mai i tētahi kāwai ki te pūtahi, engari mēnā anake he perepere a te hoariri kei
    tētahi kāwai i te taha o taua perepere.
learn-mu-about-play-lose = Ki te tae mai tō wā, ā, kāore e taea e tētahi o āu perepere te neke, ka hinga koe.
# review: "taupānga" (app); "porowhita rārangi motumotu" for the dashed ring; "pere"
# (arrow). "Whakaaturia ngā tīwhiri" is the button's name on the game's screen.
learn-mu-about-in-app = I tēnei taupānga: pāwhiria, pātōtia rānei tētahi perepere ka taea te neke (he
    porowhita rārangi motumotu huri noa i a ia), pēhia rānei te Tab kia tae ki reira, kātahi ka pēhi i te
    Enter, i te Space rānei. Ka tohua te nekehanga whakamutunga a te rorohiko ki tētahi pere. Mō ia
    nekehanga, ka kī mai a "Whakaaturia ngā tīwhiri" mēnā ka toa, ka tōrite, ka hinga rānei, ina tino
    tika te tākaro mai i reira.
learn-mu-about-new = He tauhou koe ki te kēmu? Whāia ngā { $lessons }, kātahi ka whakaharatau i ngā
    mahanga ki { $trainer }.
learn-mu-about-lessons-link = akoranga ārahi
learn-mu-about-trainer-link = te whakangungu mahanga

learn-mu-about-history-heading = Hītori
# review: "kaimātai tikanga tangata" for "ethnographer"; "i whakaiti i te kēmu" for
# "took the game lightly"; "petipeti" for "bets".
# review: issue 29: "te rangatira a Wiremu Tamihana" can read as "Wiremu Tamihana's chief".
learn-mu-about-history = I tāia e te kaimātai tikanga tangata, e Elsdon Best, he whakamārama mō te
    kēmu i te tau 1917, ā, anō i tāna pukapuka { -best-book } (1925). E ai ki tētahi kōrero rongonui,
    i tono te rangatira a Wiremu Tamihana kia tākaro rāua ko te Kāwana, ko George Grey, i tētahi kēmu,
    ā, kīhai a Grey i whakaae. E kīia ana, ko ngā manuhiri i whakaiti i te kēmu, i hinga ā rātou
    petipeti ki ngā kaitākaro Māori mōhio.
# "te mū a te Pākehā": draughts, whose Māori name is "mū" (Best; Buck), the word in Mū tōrere.
learn-mu-about-age = E tautohetia tonutia ana te pakeke o te kēmu. Ki ētahi kaituhi, i ahu mai i te
    mū a te Pākehā, i muri i te taenga mai o te Pākehā; ki ētahi atu, i tākarohia kē i mua
    i te taenga mai o te Pākehā. Kāore ngā mātāpuna e whakatau ana i te pātai, ā, kāore tēnei whārangi
    e tautoko i tētahi taha.

learn-mu-about-rule-sets-heading = E rima ngā huinga ture, me te take o te ture o te pūtahi
# "Kēmu hou" is the name of the settings on the game's screen.
learn-mu-about-rule-sets = Kāore ngā mātāpuna tuhituhi e whakaae ana ki te wā e āhei ai tētahi
    perepere te uru ki te pūtahi. E rima ngā huinga ture kei tēnei taupānga (kōwhiria tētahi i raro i
    te "Kēmu hou"). Ka tātaria katoatia ia huinga ina hangaia te taupānga, nō reira he tino tika te
    tākaro a te rorohiko, a ngā tīwhiri me te whakangungu i raro i ēnei huinga katoa. Anei te kōrero a
    te tātaritanga:

## The rule-set table

learn-mu-table-rule-set = Huinga ture
learn-mu-table-move = He nekehanga
learn-mu-table-start = Te tīmatanga, ina tino tika te tākaro
learn-mu-table-positions = Ngā tūranga
learn-mu-table-won = Toa
learn-mu-table-lost = Hinga
learn-mu-table-drawn = Tōrite

## What the start is worth

learn-mu-start-draw = he tōrite
learn-mu-start-green-wins = Ka toa a Kākāriki { $moves ->
    [one] i tāna nekehanga kotahi
   *[other] i roto i āna nekehanga e { $moves }
}
learn-mu-start-white-wins = Ka toa a Mā { $moves ->
    [one] i tāna nekehanga kotahi
   *[other] i roto i āna nekehanga e { $moves }
}
# review: "huinga ture tīmatanga" for "opening rule sets"; "wāhanga o te tīmatanga" for
# "stage of the opening".
learn-mu-table-note = Ko te toa, te hinga me te tōrite, mō te kaitākaro māna e neke; ko ngā nekehanga anake a te kaitākaro ka toa e tatauria ana. * I raro i ngā
    huinga ture tīmatanga e rua, ka whai pānga anō te maha o ngā nekehanga kua oti ki te uara o tētahi
    tūranga, nō reira ka tatauria ia tūranga kia kotahi anō mō ia wāhanga o te tīmatanga.
# review: "ka karapotia" (are surrounded) for "are walled in".
learn-mu-about-teaches = Te akoranga o tēnei: ki te kore he here (wātea), ka toa a Kākāriki i te
    nekehanga tuatahi tonu, mā te neke mai i te kāwai 2, 3 rānei ki te pūtahi; ka karapotia ngā
    perepere a Mā. Koinā te take o te ture o te pūtahi: hei ārai i tērā. Ki te mau te ture mō te
    nekehanga tuatahi anake, kāore e ranea: ka toa kē a Mā i roto i āna nekehanga e 2, ahakoa pēhea te
    tākaro a Kākāriki. Ki te mau mō ngā nekehanga tuatahi e rua a ia kaitākaro, mō te kēmu katoa rānei
    (paerewa), he kēmu tōrite ina tino tika te tākaro, engari kī tonu i ngā mahanga. Ki te hiahiatia he
    hoariri i te taha o ia nekehanga (hoariri tata), ka hipa rawa ki tērā atu taha: kāore rawa tētahi e
    taea te aukati, nō reira he tōrite ia kēmu.

## Choices this version makes

# review: "putanga" for "version".
learn-mu-choices-heading = Ngā whakataunga a tēnei putanga
learn-mu-choice-first = Mā Kākāriki e neke tuatahi. Kāore ngā mātāpuna e kī ana mā wai e tīmata.
learn-mu-choice-opening = I raro i ngā huinga ture "nekehanga tuatahi" me "ngā nekehanga tuatahi e rua",
    ka tatauria ngā nekehanga o te tīmatanga mai i te tīmatanga o te kēmu. Ka tākarohia ia akoranga me
    ia panga i raro i ngā ture paerewa i ngā wā katoa; i raro i "nekehanga tuatahi" me "ngā nekehanga
    tuatahi e rua", ka whakamahia e te whakangungu mahanga ngā panga o ngā ture wātea, nā te mea ka
    wātea te tākaro i tētahi tūranga i muri i te tīmatanga.
# review: "whakaata" (mirror) for mirroring the board.
learn-mu-choice-puzzles = I kitea ngā panga a te whakangungu mahanga i roto i te tātaritanga, kāore i
    patopatohia e te tangata. Kāore he rerekētanga ki ngā ture ina hurihia te papa, ina whakaatahia, ina
    whakawhitia rānei ngā tae (me te kaitākaro māna e neke); ki te kīia he ōrite ēnei, e 43 ngā momo
    tūranga i raro i ngā ture paerewa: ka toa te kaitākaro māna e neke i ētahi e 7 (e whā i tāna nekehanga
    kotahi, e rua i roto i āna nekehanga e rua, ā, ko te mahanga nui i roto i āna nekehanga e toru), ka
    hinga i ētahi e 5. He panga "toa i roto i āu nekehanga e N"
    ia momo toa, ka tākarohia ki tētahi hoariri tino tika; he panga "karohia te mahanga" ia momo tōrite e
    hinga ai tētahi nekehanga. Ka whakaaturia tētahi panga kua hurihia, me ōna tae i kōwhiria
    matapōkeretia, i ia wā ka huakina; ka puritia taua āhua e "Tīmata anō".
# review: "te tūtohi uara" for "the value chart"; "maumau" (throw away).
learn-mu-choice-chart = Ka whakaatu te tūtohi uara, mō ia tūranga o te kēmu, ko wai ka toa mai i reira
    ina tino tika te tākaro, ā, e hia ngā nekehanga a te kaitākaro ka toa, me te whai whakaaro ki ngā nekehanga o mua
    o te kēmu (he tōrite te tae atu ki tētahi tūranga kua rua kē ngā putanga). Ka tohua tētahi
    nekehanga hei maumau i tētahi hua ina hurihia e ia ko wai ka toa, ki te kino o tōna ake kaitākaro:
    he tōrite ka huri hei hinga, he toa rānei ka huri hei tōrite, hei hinga rānei. Kāore e tohua te
    kōwhiri i tētahi toa pōturi ake.
learn-mu-choice-adjacent = I raro i "hoariri tata", ko te tikanga o "tata" he mea hono e tētahi rārangi
    o te papa: ka pā tētahi perepere kei tētahi kāwai ki ōna kāwai e rua i tōna taha me te pūtahi, ā, ka
    pā te perepere kei te pūtahi ki ngā kāwai katoa.
# review: issue 29: "te tūranga kotahi" for "the same position"; perhaps "taua tūranga anō".
learn-mu-choice-repetition = Tukurua: ina puta te tūranga kotahi (te papa me te kaitākaro māna e neke) mō te
    tuatoru o ngā wā, he tōrite te kēmu. Ka tatauria te tūranga tīmatanga hei putanga tuatahi. Ki te kore
    he ture pēnei, ka taea e ngā kaitākaro tūpato e rua te haere tonu, ake tonu atu.
# review: "toa e kore e taea te ārai" for "forced win", as in kemu.ftl (issue 29: one wording,
# see TRANSLATING.md); "paita" (bytes).
learn-mu-choice-solve = Ka ahu mai te tākaro a te rorohiko i te tātaritanga katoa, i mahia ina hangaia te
    taupānga, o ia tūranga ka taea te puta mai i te tīmatanga: e 1,180 ngā tūranga; mō te kaitākaro
    māna e neke, e 208 kua toa, e 128 kua hinga, e 844 he tōrite. He tōrite te tīmatanga, ā, kāore he toa e
    kore e taea te ārai e roa ake i ngā nekehanga e 3 a te kaitākaro ka toa. Ka uru te tūtohi katoa ki ngā paita e 630.
learn-mu-choice-computer = Ka toa te rorohiko tino tika i te wā tere rawa, ka ārai kia roa rawa ina
    hinga ana, ā, i ngā tūranga tōrite ka kōwhiri i ngā nekehanga e nui ake ai ō tūponotanga ki te hē,
    me te kōwhiri matapōkere i waenga i ngā mea ōrite. I ētahi wā ka tākaro kē ngā taumata māmā me te
    waenga i tētahi nekehanga e whakaaetia ana e ngā ture: te māmā i te haurua o ngā wā, te waenga
    kotahi i ia wā e rima.
# review: "kirīmi mārama" (light cream); "te mārama me te tae" for "lightness and hue".
learn-mu-choice-colours = He kirīmi mārama te tae tuarua, kia rerekē ai i te kākāriki i te mārama me te
    tae, ā, he tohu kei ia perepere (he tapatoru mō Kākāriki, he ira mō Mā), nō reira ehara ko te tae
    anake te tohu.

## The guided lessons

learn-mu-lesson-heading = Akohia a { -mu-torere } — akoranga { $number }: { $title }
learn-mu-try-trainer = Whakamātauria te whakangungu mahanga
learn-mu-good = Ka pai.
learn-mu-good-reply = Ka pai. { $reply } Māu e neke.
learn-mu-replied = I whakautu a { $side } mai i { $from } ki { $to }.

## Lesson 1

learn-mu-lesson-board-title = Te papa me ōna wāhanga
learn-mu-lesson-board-1 = Ko te papa { -mu-torere } tēnei. Ko ngā peka e waru ngā kāwai, he mea tau 1 ki
    te 8 mai i runga, whai i te huringa o te karaka; ko te pūtahi te waenganui. E whā ngā perepere a ia
    kaitākaro: ka tīmata a Kākāriki (ngā tapatoru) ki ngā kāwai 1 ki te 4, a Mā (ngā ira) ki ngā kāwai 5
    ki te 8. Kotahi anake te wāhi wātea i ngā wā katoa: ināianei ko te pūtahi.
learn-mu-lesson-board-2 = Mā Kākāriki e neke tuatahi. Ka nekehia e ia nekehanga tētahi o āu
    perepere ki te wāhi wātea. Nekehia tētahi perepere kākāriki ki te pūtahi.
learn-mu-lesson-board-2-right = Āe: kei te pūtahi tāu perepere, ā, ko te wāhi i wehe atu ai ia te wāhi wātea hou.

## Lesson 2

# review: "porowhita" for the ring of kāwai.
learn-mu-lesson-moves-title = Te neke o ngā perepere
learn-mu-lesson-moves-1 = Kei te wātea te kāwai 3. Ka taea e tētahi perepere kei tētahi kāwai te hīkoi
    i te porowhita ki te kāwai i tōna taha. Nekehia tētahi perepere kākāriki ki te kāwai 3.
learn-mu-lesson-moves-1-right = Tika: kei te taha o te kāwai 3 ngā perepere kei ngā kāwai 2 me 4, nō reira
    ka taea e tētahi o rāua te hīkoi ki reira.
learn-mu-lesson-moves-2 = Kei te wātea te kāwai 6, he tawhiti i ngā perepere a Kākāriki kei te
    porowhita. Ka taea e te perepere kei te pūtahi te peke ki waho, ki tētahi kāwai. Nekehia.
learn-mu-lesson-moves-2-wrong = Kāore taua perepere i te taha o te kāwai wātea 6. Ko te perepere kei te
    pūtahi anake ka tae ki reira.
learn-mu-lesson-moves-2-right = Āe: mai i te pūtahi, ka taea e te perepere te puta ki te kāwai e wātea
    ana, ahakoa ko tēhea.

## Lesson 3

learn-mu-lesson-rule-title = Te ture o te pūtahi
learn-mu-lesson-rule-1 = Ka uru tētahi perepere ki te pūtahi mēnā anake he perepere a te hoariri kei
    tētahi kāwai i tōna taha. I te tīmatanga, kei te taha o te kāwai 1 te kāwai 8 o Mā, kei te taha o te
    kāwai 4 te kāwai 5 o Mā; he perepere kākāriki anake kei te taha o ngā kāwai 2 me 3.
learn-mu-lesson-rule-2 = Whakamātauria: nekehia ki te pūtahi tētahi perepere kākāriki e āhei ana te
    uru ki reira. Ka taea e koe te pāwhiri i tētahi perepere kākāriki; mā ngā ture e kī mēnā kāore e āhei te
    neke.
learn-mu-lesson-rule-2-right = Tika. Ki te kore tēnei ture, ka toa tonu a Kākāriki mā te neke i te kāwai
    2, 3 rānei ki te pūtahi: ka karapotia ngā perepere a Mā.

## Lesson 4

learn-mu-lesson-block-title = Te aukati
learn-mu-lesson-block-1 = Ka hinga te kaitākaro kāore e taea te neke. Ko te wā tēnei o Mā, ā, kei te
    wātea te kāwai 2; he perepere kākāriki kei ōna hoa tata katoa, ngā kāwai 1 me 3, me te pūtahi. Kāore
    e taea e Mā te neke: kua toa a Kākāriki.
learn-mu-lesson-block-2 = Mā Kākāriki e neke, ā, kei te wātea te kāwai 1. Kimihia te nekehanga e kore
    ai he nekehanga e toe ki a Mā.
learn-mu-lesson-block-2-wrong = Ka taea tonu e Mā te neke i muri i taua nekehanga. Tirohia te wāhi ka
    wātea i tāu nekehanga: ko wai kei tōna taha?
learn-mu-lesson-block-2-right = Kua aukatia! Kua karapotia e Kākāriki te wāhi i wātea i a koe, nō reira
    kāore e taea e Mā te neke.

## Lesson 5

learn-mu-lesson-small-title = Ngā mahanga iti
learn-mu-lesson-small-1 = Ka taea e Kākāriki te toa i roto i āna nekehanga e rua (Kākāriki, Mā,
    Kākāriki), ahakoa he aha te mahi a Mā. Kimihia te nekehanga tuatahi; ka ārai te rorohiko i te pai
    rawa e taea ana e ia.
learn-mu-lesson-small-1-wrong = Ehara tērā i te ara tere rawa hei whakauru i a Mā ki te mahanga.
learn-mu-lesson-small-1-right = Kua mau! Kotahi anake te whakautu a Mā, ā, i hīkoi ia ki te aukati.
learn-mu-lesson-small-2 = Ināianei, tērā atu taha o te mahanga. He ōrite te kēmu, engari ka hinga
    tētahi nekehanga a Kākāriki i konei. Kimihia he nekehanga e mau tonu ai te tōrite.
learn-mu-lesson-small-2-wrong = Ka hīkoi taua nekehanga ki roto i te mahanga.
learn-mu-lesson-small-2-right = Kua ora: kei te ōrite tonu te kēmu.

## Lesson 6

learn-mu-lesson-big-title = Te mahanga nui
# review: "toa e kore e taea te ārai" for "forced win", as in kemu.ftl (TRANSLATING.md).
learn-mu-lesson-big-1 = Ko te toa e kore e taea te ārai e roa rawa ana i { -mu-torere }, e toru ngā
    nekehanga a te kaitākaro ka toa, ā, koinei. Ka tākaro koe hei Mā: kimihia te toa, i ia nekehanga, i ia
    nekehanga, ā, ka whakautu te rorohiko i te pai rawa e taea ana e ia.
learn-mu-lesson-big-1-wrong = Ka puta a Kākāriki i te mahanga nui i tērā.
learn-mu-lesson-big-1-right = Kua kati te mahanga nui: kua aukatia a Kākāriki.

## Lesson 7

learn-mu-lesson-repeat-title = He tōrite nā te tukurua
learn-mu-lesson-repeat-1 = Ka taea e ngā kaitākaro tūpato e rua te huri haere, huri haere. Ina puta te
    tūranga kotahi (te papa me te kaitākaro māna e neke) mō te tuatoru o ngā wā, he tōrite te kēmu. Kua
    kotahi, ā, tata ki te rua, te huringa o ngā kaitākaro i tēnei porowhita: ki te neke ināianei mai i te
    pūtahi ki te kāwai 5, ka hoki mai te tūranga tīmatanga mō te tuatoru o ngā wā. Mahia taua nekehanga.
learn-mu-lesson-repeat-1-wrong = Kāore taua nekehanga e whakahoki mai i tētahi tūranga mō te tuatoru o
    ngā wā.
learn-mu-lesson-repeat-1-right = He tōrite nā te tukurua: kua toru ngā putanga o te tūranga tīmatanga.

## The trap trainer

learn-mu-trainer-title = Te whakangungu mahanga o { -mu-torere }
learn-mu-trainer-lead = I kitea ia panga o konei i te tātaritanga katoa a te rorohiko i te kēmu: ia momo
    tūranga toa, me ngā tūranga tōrite e huna ana i tētahi nekehanga hinga. Ka whakaaturia ia panga kua
    hurihia, me ōna tae i kōwhiria matapōkeretia.
# $solved and $total are lengths, not plural counts: they stand after a colon.
learn-mu-trainer-solved = Ngā panga kua oti i raro i ngā ture { $rules }: { $solved } o te { $total }.
learn-mu-trainer-rules = Ture
learn-mu-trainer-rules-label = Huinga ture
learn-mu-trainer-rules-note = I raro i ngā ture { $rules }, ka wātea te tākaro i ia tūranga i muri i te
    tīmatanga, nō reira ko ēnei ngā panga o ngā ture wātea.
learn-mu-trainer-no-traps = I raro i ngā ture { $rules }, kāore he tūranga e toa ana, e hinga ana rānei,
    nō reira kāore he mahanga hei ako: he tōrite ia kēmu.
# review (issue 17, new): "e 11 ngā panga" (there are 11 puzzles), "kotahi anake te panga".
learn-mu-trainer-no-puzzle = Kāore he panga { $number }: i raro i ngā ture { $rules }, { $count ->
    [one] kotahi anake te panga
   *[other] e { $count } ngā panga
}.
learn-mu-trainer-puzzle = Panga
learn-mu-trainer-puzzle-label = Panga
learn-mu-trainer-next = Te panga e whai ake ana
learn-mu-trainer-option-win = { $number }. Toa { $moves ->
    [one] i tāu nekehanga kotahi
   *[other] i roto i āu nekehanga e { $moves }
}
learn-mu-trainer-option-avoid = { $number }. Karohia te mahanga
learn-mu-trainer-heading = Panga { $number }: { $goal }
learn-mu-goal-win-1 = Toa i tāu nekehanga kotahi: aukatihia tō hoariri ki tēnei nekehanga
# $moves counts the learner's own moves (2 or 3).
# review (issue 17, new): the [one] forms are new, awaiting a speaker's review.
learn-mu-goal-win = Toa { $moves ->
    [one] i tāu nekehanga kotahi
   *[other] i roto i āu nekehanga e { $moves }
}: aukatihia tō hoariri, ahakoa he aha tāna mahi
learn-mu-goal-avoid = Karohia te mahanga: ka hinga tētahi nekehanga i konei; kimihia tētahi e mau tonu ai te tōrite
learn-mu-trainer-solved-status = Kua oti! Ka pai tō mahi.
learn-mu-trainer-defending = E ārai ana a { $side } (te rorohiko)…
learn-mu-trainer-your-move = Ka tākaro koe hei { $side }: māu e neke.
learn-mu-trainer-wait = Taihoa: ehara i tō wā ki te neke.
# review (issue 39, new): the try left on the board; awaiting a speaker's review.
learn-mu-trainer-wrong = { $why } Kei te papa: tāu nekehanga me te whakautu pai rawa a te hoariri. Pātōtia he perepere, pēhia rānei te Tīmata anō kia ngana anō.
# The status line while a wrong try and the defence's answer to it are on the board.
learn-mu-trainer-tried-status = Tāu nekehanga, me te whakautu pai rawa a te hoariri.
learn-mu-trainer-best = Tika! Ko te nekehanga pai rawa tērā.
learn-mu-trainer-good = He nekehanga pai. Ka whakautu tō hoariri (te rorohiko) ināianei.
learn-mu-trainer-restart = Tīmata anō
# review: issue 30
learn-mu-trainer-show-answer = Whakaaturia te whakautu
# review: issue 30
learn-mu-trainer-answer = Te whakautu: nekehia tāu perepere i { $from } ki { $to }.
# review: issue 30
learn-mu-trainer-answer-hint = nekehia tēnei
