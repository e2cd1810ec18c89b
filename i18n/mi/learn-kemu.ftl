# Te whārangi "Mō Moeraki Kemu": te tākaro i ia taumata, ngā ingoa o te kēmu me te
# tikanga o ngā kupu, me ngā whakataunga a tēnei putanga.
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo. The English file (i18n/en/learn-kemu.ftl) gives each
# message's context; the points marked "review:" are the ones the drafter was least sure
# of. The game's own names stay as published: Matau, Manaia, Maori-Tane, Tane, Tahuna,
# Awa, Ara, Marae, Auge, Uira, Kiwi, Moa, Ika Moana, Moeraki, Kemu.
#
# Words chosen throughout (the same as the game's screen, i18n/mi/kemu.ftl):
#   hollow = rua; central hollow = rua o waenganui; stone = kōhatu; the Moeraki ball =
#   te pōro Moeraki; field = wāhi; beach field = wāhi tahuna; tribal tile = tohu iwi,
#   full tile = tohu kī, half tile = tohu haurua; tier = taumata (Tīmatanga, Taketake,
#   Tohunga); match = tukinga; Moeraki scale = te tauine Moeraki; sideline = taha;
#   diagonal = hauroki; edge row = rārangi taha; column = tīwae; row = haupae; right,
#   left = katau, mauī; possessives of stones, tiles and the Tane take a (see shell.ftl).

learn-kemu-about-title = Mō { -kemu }
# review: "he kēmu papa ariā" for "an abstract board game"; "tauwhāinga" (rivalry).
learn-kemu-about-intro = He kēmu papa ariā hou a { -kemu } mō te tokorua, nā Stefan Kiehl i hoahoa, ā,
    nā Kiehly i tā i te tau 2011. Ko tōna kaupapa te tauwhāinga o ngā iwi e rua, a Matau rāua ko Manaia,
    i te tahatika o Moeraki, i te tai rāwhiti o Te Waipounamu. He kēmu whakatakoto: ka whakatakotoria
    ngā kōhatu takitahi, ā, kāore rawa e neke.

## The board and the pieces

learn-kemu-about-board-heading = Te papa me ngā mea tākaro
# review: "mātiti hauroki" for "diagonal grid"; "haurua tahuna" for "semi-beach".
learn-kemu-about-board-hollows = E 57 ngā rua i runga i te mātiti hauroki, he mea hono e ngā rārangi
    pango. I waenga i ngā rārangi e 56 ngā wāhi tahuna: e 40 ngā wāhi tapawhā, e 12 ngā tapatoru i ngā
    taha, e 4 i ngā kokonga (he haurua tahuna ngā tapatoru).
learn-kemu-about-board-circle = I waenganui, ka tohua te wāhi Moeraki e tētahi porowhita: ko ōna rua
    e iwa o waenganui ngā wāhi e āhei ai te pōro te whakatakoto ki reira.
learn-kemu-about-board-stones = E 28 ngā kōhatu a ia iwi: he pango ngā kōhatu a Matau, he mā ngā kōhatu a Manaia. Kotahi te
    pōro Moeraki, ā, ehara i te mea nō tētahi iwi.
learn-kemu-about-board-names = Ka tapaina ia rua ki tōna tīwae (a ki k, mai i te taha mauī ki te taha
    katau) me tōna haupae (1 ki te 11, mai i raro ki runga), hei tauira, ko f6 te waenganui.

## How a game goes

learn-kemu-about-game-heading = Te haere o tētahi kēmu
learn-kemu-about-game-ball = Ka whakatakotoria e te Kaitākaro A te pōro Moeraki ki tētahi o ngā rua e
    iwa o waenganui.
learn-kemu-about-game-first = Ka whakatakotoria e te Kaitākaro B te kōhatu tuatahi ki tētahi rua wātea.
    Kātahi ka whakawhitiwhiti ngā kaitākaro, kotahi te kōhatu i ia wā.
learn-kemu-about-game-check = I muri i ia kōhatu, tirohia mēnā kua puta he toa. Ka mutu te kēmu i te
    toa tuatahi.

## Beginner game

learn-kemu-about-beginner-heading = Kēmu Tīmatanga: e toru ngā huarahi ki te toa
learn-kemu-diagram-tahuna = Tahuna: ka karapotia e Manaia (mā) te wāhi d3 ki ngā kōhatu e whā.
learn-kemu-diagram-awa = Awa: ka whakakīia e Matau (pango) tētahi hauroki, mai i tōna pito i b2 tae noa ki te pōro i f6.
learn-kemu-diagram-ara = Ara: ka whakakīia e Manaia ngā rua e whā o te rārangi taha o raro.
learn-kemu-about-river = He hauroki katoa te awa (Awa), mai i tētahi taha ki tērā atu taha; i runga
    rānei i tētahi hauroki e haere ana i te pōro, ko ia rua mai i tētahi pito tae noa ki te pōro. Ki te
    kī te papa, ā, kāore tētahi o ēnei i puta, he tōrite te Kēmu Tīmatanga.

## Basic game

learn-kemu-about-basic-heading = Kēmu Taketake: ngā tohu iwi me te Marae
# review: "ka whakatauria" for a field being "settled"; "piro" (point, score).
learn-kemu-about-tiles = Ina whakakīia te rua whakamutunga huri noa i tētahi wāhi, ka whakatauria taua
    wāhi: ko te tapawhā e toru ōna kōhatu o tētahi tae, kotahi o tērā atu, ka whiwhi i te tohu kī o te
    nuinga; ko te 2:2, kāore he aha. I te taha o te pōro (e toru ngā kōhatu), ka whiwhi te nuinga 3:0,
    2:1 rānei i te tohu kī. Ko te tapatoru i riro 3:0, ka whiwhi i te tohu kī (1 piro); ko te 2:1, he
    tohu haurua (½ piro), ka tuhia ki tētahi rārangi wehe hauroki.
learn-kemu-diagram-tiles = Ngā tohu: he tohu haurua i a4 mā Manaia (2:1), he tohu kī i d3 mā Matau (3:1).
learn-kemu-about-marae = Ka toa tonu te Tahuna, te Awa me te Ara i taua wā tonu. Ina kī ngā rua katoa,
    mā te Marae e whakatau: ka tatau ia iwi i āna tohu (he ½ ia tohu haurua), ā, ka toa te tapeke nui
    ake. Ki te ōrite ngā tapeke, ka toa te Kaitākaro A (nāna te pōro i whakatakoto).

## Master game

learn-kemu-about-master-heading = Kēmu Tohunga: te Maori-Tane
# review: "rārangi tōtika" (straight line); "toa kōhatu" for "the stone victories".
learn-kemu-about-tane = Kotahi te Tane a ia kaitākaro. Kotahi anake te wā i ia kēmu e taea ai e koe, i te
    wāhi o te whakatakoto kōhatu, te whakatū i tāu Tane ki tētahi wāhi kei reira tētahi tohu kī nāu ake
    (ka tangohia taua tohu), ā, ka hurihia kia anga ki tētahi o ngā taha e whā. Ko ia wāhi i te rārangi
    tōtika mai i te Tane ki taua taha, ka ngaro tōna tohu, tae atu ki āu ake, ā, ka noho wātea i ngā
    tohu mō te toenga o te kēmu. Ki te whakawhiti te rārangi o te Tane tuarua i tō te tuatahi, mā te
    rārangi o muri e whakatau te wāhi e whakawhiti ai rāua, ā, ka noho wātea tonu. Kāore te Tane e pā ki
    ngā toa kōhatu. Mā te ture Auge (he kōwhiringa) ka tāpiri he toa tuarima: ko ngā rua e whā i runga
    i te porowhita, he kōhatu katoa āu; ko te pōro rānei, me ētahi kōhatu e toru āu.
learn-kemu-diagram-tane = Kei d3 te Tane a Matau, e anga ana ki te raki: ka tangohia te tohu i d5, ā, ka noho wātea a d5, d7, d9 me d11.

## A match

learn-kemu-about-match-heading = He tukinga i runga i te tauine Moeraki
learn-kemu-about-match = I mua i te tukinga, ka whakaae ngā kaitākaro ki te maha o ngā kēmu me toa kia
    riro ai te Kemu: Uira 3, Kiwi 5, Moa 7, Ika Moana 10 rānei (he kēmu kotahi rānei). Ko te toa o
    tētahi kēmu te Kaitākaro A i te kēmu e whai ake ana; i muri i te kēmu tōrite, ka whakawhiti ngā
    kaitākaro i ā rāua mahi (A me B). I ia kēmu hou, me whakatakoto te pōro ki tētahi atu rua o
    waenganui.

## The names and what the words mean

learn-kemu-about-names-heading = Ngā ingoa me te tikanga o ngā kupu
learn-kemu-about-names = He kupu Māori ngā ingoa o te kēmu. Ko ō rātou tikanga i te reo o ia rā:
# review: the everyday meanings below say, in te reo, what the English page says about
# each word; for words whose meaning is plain to a speaker (Awa, Ara, Uira, Kiwi, Moa,
# Ika Moana) a reviewer may prefer to keep only the game's use.
learn-kemu-term-tahuna = he tahatika, he one: te toa mā te karapoti i tētahi wāhi tahuna
learn-kemu-term-awa = he awa: te toa i te roanga o tētahi hauroki
learn-kemu-term-ara = he ara, he huarahi: te toa i te roanga o tētahi rārangi taha
# review: "ātea" for "the open ground before a meeting house"; "whenua tapu" for "holy
# ground".
learn-kemu-term-marae = te ātea i mua i te whare hui, he wāhi e huihui ai, e tū ai te tangata; ka kīia
    e te kēmu he whenua tapu, ā, ka whakamahia mō te tatau tohu
# review: "whakapakoko toa" for "warrior figure".
learn-kemu-term-tane = he tāne; ko te Maori-Tane te whakapakoko toa o te kēmu
learn-kemu-term-matau = he matau hī ika; te iwi pango
learn-kemu-term-manaia = he āhua o te whakairo Māori, he maha ngā wā e whakaaturia ana me te upoko rite
    ki tō te manu; te iwi mā
learn-kemu-term-uira = he uira: he tukinga ki ngā toa e 3
learn-kemu-term-kiwi = te manu kāore e rere: he tukinga ki ngā toa e 5
learn-kemu-term-moa = te manu nui kua korehāhā: he tukinga ki ngā toa e 7
learn-kemu-term-ika-moana = he ika, he moana: he tukinga ki ngā toa e 10
learn-kemu-term-auge = te kupu Tiamana mō te karu (nō tētahi kaiwhakaputa Tiamana te kēmu): te toa
    porowhita, he kōwhiringa

## Choices this version makes

learn-kemu-choices-heading = Ngā whakataunga a tēnei putanga
learn-kemu-choices = He poto ngā whakamārama kua tāia mō te kēmu, ā, i ētahi wā kāore e ōrite. Anei ngā
    whakataunga a tēnei putanga.
# review: "ngā ira mātiti … he tau taurua te tapeke" for "grid points with an even sum".
learn-kemu-choice-board = Papa: e 57 ngā rua, he mea hanga anō i ngā whakamārama tūmatanui (ngā ira
    mātiti 11 × 11 he tau taurua te tapeke, hāunga ngā kokonga e whā), e 18 ngā hauroki, e whā ngā
    rārangi taha e whā ōna rua, e iwa ngā rua o waenganui i roto i te porowhita e haere ana i d6, f4,
    f8 me h6.
learn-kemu-choice-tiers = Ka whai ngā taumata i te kēmu kua tāia: nō te Kēmu Tohunga anake te Tane,
    ahakoa ka whakauru tētahi whakamārama i a ia ki te Kēmu Taketake.
learn-kemu-choice-marae = Ka tatauria te Marae ina kī ngā rua katoa (ehara i te wā ka riro ngā wāhi o
    waenganui, pērā i tā tētahi whakamārama).
# review: "tohu iwi" is used for the tribal tiles; the other description's "tribal
# marker" is rendered "tūtohu iwi" to keep them apart.
learn-kemu-choice-tane = Ka whakatūria te Tane hei whakakapi i tētahi kōhatu, ā, ka whakakapi i tētahi o
    āu tohu kī (e ai ki tētahi whakamārama, hei whakakapi kē i tētahi tūtohu iwi). Ka hipa te kaitākaro
    kua pau āna kōhatu, ā, kāore e taea e ia te whakamahi i te Tane i taua wā.
learn-kemu-choice-tahuna = He Tahuna te tapawhā kua karapotia 4:0, ā, ka mutu te kēmu; e ai ki ngā ture
    (he nui ake 3:1, 4:0 rānei), ka whakatauria hoki ki te tohu kī.
learn-kemu-choice-settle = Ina whakatauria e te kōhatu kotahi ētahi wāhi maha, ko ngā wāhi i riro i te tae
    o taua kōhatu ka whakatauria tuatahi.
# review: "rārangi tirohanga" for "lines of sight"; "ngā ira o waenganui" for the fields'
# centre points.
learn-kemu-choice-sight = Ka rere ngā rārangi tirohanga mā runga i ngā ira o waenganui o ngā wāhi, e rua
    ngā hīkoi i ia wā ki te taha i kōwhiria; ko te tapatoru kokonga, e tū ana ki ngā ira e rua i te taha
    o tōna kokonga e ngaro ana.
learn-kemu-choice-victories = Ki te whakaotia e te kōhatu kotahi ētahi toa maha, ka whakaaturia katoatia.
    Ka taea e te kōhatu te whakaoti i ngā rārangi o tōna ake iwi anake.
learn-kemu-choice-auge = He kōwhiringa te Auge, ā, kāore e mahi mēnā kāore koe e kōwhiri i te "Tohunga,
    me te Auge".
# "Wetekia" is the Undo button's name on the game's screen.
learn-kemu-choice-undo = Ka āhei te whakamahi i te "Wetekia" i ia kēmu i tēnei mata; ka tohua te kēmu i whakamahia ai.

learn-kemu-about-new = He kēmu hou tēnei ki a koe? Whāia ngā { $lessons }: e iwa ngā akoranga poto i runga i te papa tūturu, mai i ngā ingoa o ngā rua tae atu ki te Maori-Tane.
learn-kemu-about-lessons-link = akoranga ārahi
