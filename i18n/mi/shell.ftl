# review: shared glossary (consistency review, all six mi files). Each game term is
# written the same way in every file; where the drafts disagreed, one form was chosen
# (TRANSLATING.md's glossary lists every choice, each for a speaker to confirm).
#   Mū tōrere: point = wāhi; centre = te pūtahi; arm end = kāwai; counter = perepere;
#     Green, White = Kākāriki, Mā (counters' colour words: kākāriki, mā); empty = wātea;
#     rule sets = paerewa, wātea, hoariri tata, nekehanga tuatahi, ngā nekehanga tuatahi
#     e rua (rule set = huinga ture); the computer's solve = te tātaritanga.
#     A move of either side = nekehanga; every count of moves counts one player's own
#     moves (issue 40): āu nekehanga / āna nekehanga (no more "(ngā taha e rua)").
#   Moeraki Kemu: hollow = rua; central hollow = rua o waenganui; stone = kōhatu;
#     ball = te pōro Moeraki; field = wāhi; beach field = wāhi tahuna; tribal tile = tohu
#     iwi (short: tohu); full tile = tohu kī; half tile = tohu haurua; point (score) =
#     piro; tiers = Kēmu Tīmatanga, Kēmu Taketake, Kēmu Tohunga; Player A, B =
#     (te) Kaitākaro A, B; to pass = hipa; match = tukinga; north, east, south, west =
#     raki, rāwhiti, tonga, uru; direction = ahunga; right (side) = katau (not "matau",
#     which would read as the tribe Matau); left = mauī.
#   Both games: move = nekehanga; win = toa; lose = hinga; draw = tōrite; opponent =
#     hoariri (review: "hoariri" is "enemy"; a speaker may prefer "hoa tauwhāinga": if so,
#     change it everywhere except the rule set "hoariri tata"); lesson = akoranga; guided
#     lessons = akoranga ārahi; step = wāhanga; "Step 1 of 4" = "Wāhanga 1 o te 4";
#     "Learn X" = "Akohia a X"; Next = Panuku; Undo = Wetekia; computer = rorohiko;
#     player = kaitākaro; "you play X" = "ka tākaro koe hei X".
#   Grammar: who is to act = "Mā X e …" (mā { $side } e neke, mā wai e tīmata, māna e
#     …); "āhei" always with its verb (e āhei ai te pōro te whakatakoto ki reira);
#     numbers after the noun's particle (e iwa ngā rua, ngā rua e iwa); "kaua" only in
#     commands (statements use "ehara i …" or "kāore …"); commands with an object use
#     the passive form (Tīmatahia he kēmu hou, Whakatakotoria he kōhatu); "Kei hea …?"
#     asks where.
# review: possessives, settled for a speaker to confirm: a player's pieces and what they
#   win take the a-category, as things a player acts with and earns: stones (ngā kōhatu a
#   Matau, āu kōhatu, tāu kōhatu), tiles (ngā tohu a Manaia, āu tohu kī, he tohu kī mā
#   Matau, tohu kī nā Matau), the Tane (te Tane a Matau, tāu Tane, tāna Tane) and the
#   Mū tōrere counters (ngā perepere a Mā, āu perepere, tāu perepere); a move is "tāu
#   nekehanga" / "tāna nekehanga". Turn, colour and opponent keep o (tō wā, tō tae, tō
#   hoariri).
# review: "Taketake" (Basic tier) also means "indigenous, original"; check that it reads
#   as "basic" in "Kēmu Taketake".
# review: the side name "Mā" (White) is also the particle "mā" (for, by): "Mā Mā e neke"
#   (White to move) is grammatical but reads oddly; a speaker may prefer another name.
# review: "rua" is both "hollow" (Moeraki Kemu) and "two": "e rua ngā rua" (two hollows)
#   is correct but may trip a reader.

# Te pae huri noa i ngā kēmu: te taitara, te pane, te whārangi matua, te hiku, ngā
# pānui e rua ngā kēmu. DRAFT awaiting review by a speaker of te reo Māori: he tuhinga
# hukihuki tēnei, e tatari ana kia arotakehia e tētahi mātanga reo.

-site = Papa Tākaro
-mu-torere = Mū tōrere
-kemu = Moeraki Kemu

page-title = { -site }: { -mu-torere } me { -kemu }
# review (issue 17, new): the page's description; "pūwhakaata" (projector) as proposed in
# the review list below, "ipurangi" (internet) as in footer-offline.
page-description = Tākarohia a { -mu-torere } me { -kemu } i te pūtirotiro: me tētahi hoa i te mata kotahi, ki te rorohiko rānei, i te waea pūkoro, i te pūwhakaata o te akomanga rānei, me te ipurangi, kāore rānei.

## Header and the language control

nav-label = Ngā kēmu
nav-mu-torere = { -mu-torere }
nav-mu-about = Mō { -mu-torere }
nav-kemu = { -kemu }
nav-kemu-about = Mō { -kemu }
nav-home = { -site }
# review: "tahua" (menu), as in software menus.
menu-button = Tahua
language-label = Reo

## Home page

home-title = { -site }
home-lead = E rua ngā kēmu papa hei tākaro i te mata kotahi, me tētahi hoa, ki te rorohiko rānei.
home-mu-summary = He kēmu Māori i runga i te whetū e waru ōna kāwai: e whā ngā perepere mā ia kaitākaro, kotahi te wāhi wātea, ā, ka hinga te kaitākaro kāore e taea te neke.
home-mu-play = Tākarohia a { -mu-torere }
home-kemu-summary = He kēmu whakatakoto hou o ngā iwi e rua, a Matau rāua ko Manaia, i runga i te papa e 57 ōna rua: he awa, he ara, he tahuna, me te marae.
home-kemu-play = Tākarohia a { -kemu }
# review: issue 28 (the pictures' text alternative). Issue 40: "e tū tahi ana" (standing
# together) for the counters side by side, for the older "wāhi tata" (near points).
home-mu-board = Te papa { -mu-torere } i te tīmatanga: he whetū e waru ōna kāwai, kei te wātea te pūtahi, ā, ko ngā perepere e whā a ia kaitākaro, kei ngā kāwai e whā e tū tahi ana.
# review: issue 28
home-kemu-board = Te papa { -kemu } i te tīmatanga: e 57 ngā rua wātea i runga i te mātiti, i mua i te whakatakotoranga o te pōro Moeraki.
home-about = Mō te kēmu
# review: issue 39 (a link to the game's guided lessons, "akoranga ārahi" as elsewhere)
home-lessons = Ngā akoranga ārahi
# A link to the game's sheets to print (boards, pieces, rules).
home-print = Tāngia, tākarohia
# review (issue 36, new): as class.ftl's titles; awaiting a speaker's review.
home-teach-class = Whakaakona he akomanga
home-join-class = Hono atu ki tētahi akomanga

## Footer

footer-offline = Ka mahi a { -site } ahakoa kāore he ipurangi, ina utaina. Ka tiakina ngā kēmu ki tēnei pūtirotiro.
review-note = He tuhinga hukihuki tēnei i te reo Māori, e tatari ana kia arotakehia e tētahi mātanga reo.
review-link = Tukuna he whakatika

## How to send a correction (a section of "Mō Mū tōrere")
# review (issue 17, new): this whole section is new, awaiting a speaker's review.
# "tohu ingoa o te karere" (the message's id), "kōnae" (file), "waehere" (source code).

corrections-heading = Ngā whakatika ki te reo Māori
corrections-intro = He tuhinga hukihuki te reo Māori o { -site }, e tatari ana kia arotakehia e tētahi mātanga reo. Ki te taea e koe te whakapai ake i tētahi kupu, tēnā, tukuna mai he whakatika, me ēnei mea e whā:
# review: issue 29: the first clause has no verb.
corrections-id = te tohu ingoa o te karere, pērā i te mu-you-play: tāpirihia te &ids=1 ki te wāhitau o te whārangi, ā, ka puta te tohu ingoa o ia kupu ina tohua e koe (ki te kore, ko te whārangi me ngā kupu e karapoti ana)
corrections-file = te kōnae, ki te mōhio koe: kei te kōpaki i18n/mi/ o te waehere o te kaupapa ngā kupu Māori, kotahi te kōnae mō ia wāhanga o te taupānga (ko i18n/mi/mu.ftl te mata o { -mu-torere })
corrections-current = ngā kupu o nāianei, i tāruatia mai i te whārangi
corrections-proposed = ngā kupu e marohitia ana e koe, me te take, ki te pai koe
corrections-example = Hei tauira: "mu-you-play (i18n/mi/mu.ftl): o nāianei 'Ka tākaro koe hei', hei whakakapi '…'."
corrections-send-to = Tukuna ki { $contact }.
corrections-send-host = Tukuna ki te hunga e whakahaere ana i tēnei pae (hei tauira, tō kura, te rōpū rānei nāna te kēmu i whakatakoto ki konei). Mā rātou e tuku ki te kaupapa; kei te aratohu mō ngā kaiwhakamāori, TRANSLATING.md, te tikanga o te whakatika.

## Notes and messages

storage-note = Kāore e tiakina ngā kēmu i konei: kāore tēnei pūtirotiro e tuku kia puritia (he tirotiro tūmataiti, kua kī te pātaka, ngā tautuhinga rānei o te pae e whakaatu ana i tēnei kēmu). Ka taea tonu te tākaro.
storage-note-ok = Ka pai
# review: issue 42
embed-credit-mu-torere = { -site } · { -mu-torere }
embed-credit-kemu = { -site } · { -kemu }
embed-credit-site = { -site }
# review: issue 42
storage-open-on-site = Huakina ki { -site }
crash-message = I hē tētahi mea, ā, kua mutu te kēmu. Kua tiakina tō kēmu ki tēnei pūtirotiro.
crash-reload = Utaina anō te whārangi
# A saved game this page cannot read (damaged, or from a newer version) is kept aside.
saves-unreadable = Kāore i taea te pānui i tō kēmu i tiakina, nō reira kua tīmata he kēmu hou. Kei te pupuri tonu tēnei pūtirotiro i taua kēmu.
# A game opened from someone's link is shown as a view; the player's own game stays saved.
shared-viewing = Kei te mātakitaki koe i tētahi kēmu i tohaina mai; kei te tiakina tonu tōu ake kēmu. Ki te pēhia te “Tākaro mai i konei”, ka whakakapia tō kēmu ki te tūranga e whakaaturia ana.
shared-play-from-here = Tākaro mai i konei
shared-back-to-yours = Hoki ki tō kēmu

## Controls shared by both games

fullscreen-enter = Mata katoa
fullscreen-leave = Puta i te mata katoa
# Button: take back the last move (against the computer, your move and its reply).
# review: "Wetekia" for Undo, as in common software; "Whakahokia" is another choice.
game-undo = Wetekia
# The computer's turn, on every game screen.
play-wait-computer = Taihoa: kei te whakaaro te rorohiko.
play-computer-failed = Kāore i taea e te rorohiko te neke: { $why }
play-ask-again = Pātai anō ki te rorohiko
# review: issue 39
play-again = Tākaro anō
play-reason-no-start = kāore i taea te rorohiko te whakatīmata
play-reason-bad-record = kāore i taea e te rorohiko te pānui i te kēmu
play-reason-bad-request = kāore i taea e te rorohiko te pānui i te pātai
play-reason-bad-reply = kāore i taea te pānui i te whakautu a te rorohiko
# review: "kua mutu te kēmu" for "the game is over".
play-reason-game-over = kua mutu te kēmu
# review: "Hīkoi i te kēmu" (walk through the game) for "Step through the game".
review-group = Hīkoi i te kēmu
# review: issue 29: "Tīmatanga" also names the Beginner tier (kemu.ftl kemu-tier-beginner) on the same panel; one of them needs another word.
review-start = Tīmatanga
review-back = ◀ Whakamuri
review-forward = Whakamua ▶
review-end = Mutunga
review-showing = Ko te tūranga i muri i te nekehanga { $shown } o te { $played } e whakaaturia ana.
# Saving the board as it stands (game screens, step-through, lessons): a group of two
# buttons and a checkbox. The diagram is an SVG file for printing; the picture a PNG
# image for slides.
# review (issue 18, new): "tikiake" (download) as a passive command "Tikiakehia";
# "hoahoa" (diagram, plan) for the diagram, "whakaahua" (picture) for the PNG image.
export-group = Tiakina te tūranga e whakaaturia ana
export-svg = Tikiakehia te hoahoa
export-png = Tikiakehia te whakaahua
# Checkbox: the saved diagram or picture shows the last move (Mū tōrere: an arrow;
# Moeraki Kemu: a ring round the last stone).
# review (issue 18, new): "Tohua" (mark it), "whakamutunga" (last).
# review: issue 30: "i ngā tikiake" (in the downloads) added; issue 40: "tikiake" as a noun (a
# download) is doubtful.
export-last-move = Tohua te nekehanga whakamutunga i ngā tikiake

# review: issue 30: "Peke ki te papa" (jump to the board) for "Skip to the board".
skip-to-board = Peke ki te papa

## Classroom: the projector view and the colour theme

# review: "pūrama" is "bright, light-giving", not "projector"; perhaps "Tirohanga
# pūwhakaata" (pūwhakaata: projector). Left as it is until a speaker decides.
projector-enter = Tirohanga pūrama
projector-leave = Puta i te tirohanga pūrama
projector-more = Ngā tautuhinga me te rārangi nekehanga
# review: "kaupapa tae" for "theme".
theme-label = Kaupapa tae
theme-system = Kia rite ki tēnei pūrere
theme-light = Mārama
theme-dark = Pōuri
# review: "Rerekētanga nui" (great difference) for "High contrast".
theme-contrast = Rerekētanga nui
# review: issue 41: "oro" (sound) for the sound checkbox.
sound-switch = Oro
# review: issue 41: "Kia iti te neke" (let the movement be small) for "Reduce motion"; kept
# short: "Whakaitihia te nekeneke" did not fit the header's one line at 1920 px.
motion-switch = Kia iti te neke

# review: issue 30: "Ka ngaro" (will be lost), "Tīmata tonu" (start anyway); "Wetekia" is the
# Undo button's word (game-undo). Issue 40: "i tētahi tukinga Kemu, ka ngaro te tukinga katoa"
# (in a Kemu match, the whole match is lost); "Tākaro tonu" (keep playing) for the older "Me
# haere tonu" (keep going).
new-game-ask = Ka ngaro te kēmu e tākarohia ana e koe ināianei, ā, i tētahi tukinga Kemu, ka ngaro te tukinga katoa: e kore e taea e te "Wetekia" te whakahoki mai.
new-game-confirm = Tīmata tonu
new-game-keep = Tākaro tonu
