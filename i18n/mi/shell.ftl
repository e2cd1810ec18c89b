# review: shared glossary (consistency review, all six mi files). Each game term is
# written the same way in every file; where the drafts disagreed, the form used most
# was kept and the others were changed to it (marked "was:").
#   Mū tōrere: point = wāhi; centre = te pūtahi; arm end = kāwai; counter = perepere;
#     Green, White = Kākāriki, Mā (counters' colour words: kākāriki, mā); empty = wātea;
#     rule sets = paerewa, wātea, hoariri tata, nekehanga tuatahi, ngā nekehanga tuatahi
#     e rua (rule set = huinga ture); the computer's solve = te tātaritanga.
#   Moeraki Kemu: hollow = rua; central hollow = rua o waenganui; stone = kōhatu;
#     ball = te pōro Moeraki; field = wāhi; beach field = wāhi tahuna; tribal tile = tohu
#     iwi (short: tohu); full tile = tohu kī; half tile = tohu haurua; point (score) =
#     piro; tiers = Kēmu Tīmatanga, Kēmu Taketake, Kēmu Tohunga; Player A, B =
#     (te) Kaitākaro A, B; to pass = hipa (was: "Kāore a … i neke", mu.ftl
#     announce-kemu-passed); match = tukinga; north, east, south, west = raki, rāwhiti,
#     tonga, uru; direction = ahunga.
#   Both games: move and ply = nekehanga; win = toa; lose = hinga; draw = tōrite;
#     opponent = hoariri (was: "hoa tauwhainga" in kemu.ftl and lessons-kemu.ftl; a
#     speaker may prefer "hoa tauwhāinga", since "hoariri" is "enemy": if so, change it
#     everywhere except the rule set "hoariri tata"); lesson = akoranga; guided lessons =
#     akoranga ārahi; step = wāhanga; Next = Panuku; Undo = Wetekia; computer = rorohiko;
#     player = kaitākaro.
# review: a/o for the pieces is mixed and should be settled by a speaker: "ō perepere",
#   "ō kōhatu", "tō Tane", "tōna Tane" (o) beside "ngā kōhatu a Matau", "te Tane a
#   Matau", "me āu anō" (a).
# review: "Taketake" (Basic tier) also means "indigenous, original"; check that it reads
#   as "basic" in "Kēmu Taketake".

# Te pae huri noa i ngā kēmu: te taitara, te pane, te whārangi matua, te hiku, ngā
# pānui e rua ngā kēmu. DRAFT awaiting review by a speaker of te reo Māori.

-site = Papa Tākaro
-mu-torere = Mū tōrere
-kemu = Moeraki Kemu

page-title = { -site }: { -mu-torere } me { -kemu }

## Header and the language control

nav-label = Ngā kēmu
nav-mu-torere = { -mu-torere }
nav-mu-about = Mō { -mu-torere }
nav-kemu = { -kemu }
nav-kemu-about = Mō { -kemu }
nav-home = { -site }
language-label = Reo

## Home page

home-title = { -site }
home-lead = E rua ngā kēmu papa hei tākaro i te mata kotahi, me tētahi hoa, ki te rorohiko rānei.
home-mu-summary = He kēmu Māori i runga i te whetū e waru ōna kāwai: e whā ngā perepere mā ia kaitākaro, kotahi te wāhi wātea, ā, ka hinga te kaitākaro kāore e taea te neke.
home-mu-play = Tākarohia a { -mu-torere }
home-kemu-summary = He kēmu whakatakoto hou o ngā iwi e rua, a Matau rāua ko Manaia, i runga i te papa e 57 ōna rua: he awa, he ara, he tahuna, me te marae.
home-kemu-play = Tākarohia a { -kemu }
home-about = Mō te kēmu

## Footer

footer-offline = Ka mahi a { -site } ahakoa kāore he ipurangi, ina utaina. Ka tiakina ngā kēmu ki tēnei pūtirotiro.
review-note = He tauira tēnei o te reo Māori, e tatari ana kia arotakehia e tētahi kaikōrero.
review-link = Tukuna he whakatika

## Notes and messages

storage-note = Kāore e tiakina ngā kēmu i konei: kāore tēnei pūtirotiro e tuku kia puritia (he tirotiro tūmataiti, kua kī te pātaka, ngā tautuhinga rānei o te pae e whakaatu ana i tēnei kēmu). Ka taea tonu te tākaro.
storage-note-ok = Ka pai
crash-message = I hē tētahi mea, ā, kua mutu te kēmu. Kua tiakina tō kēmu ki tēnei pūtirotiro.
crash-reload = Utaina anō te whārangi
# A saved game this page cannot read (damaged, or from a newer version) is kept aside.
saves-unreadable = Kāore i taea te pānui i tō kēmu i tiakina, nō reira kua tīmata he kēmu hou. Kei te pupuri tonu tēnei pūtirotiro i taua kēmu.
# A game opened from someone's link is shown as a view; the player's own game stays saved.
shared-viewing = Kei te mātakitaki koe i tētahi kēmu i tohaina mai; kei te tiakina tonu tō ake kēmu. Mā te “Tākaro mai i konei” te tūranga e whakaaturia ana e whakakapi i tō kēmu.
shared-play-from-here = Tākaro mai i konei
shared-back-to-yours = Hoki ki tō kēmu

## Controls shared by both games

fullscreen-enter = Mata katoa
fullscreen-leave = Puta i te mata katoa
# Takes back the last move (against the computer, back to your turn).
game-undo = Wetekia
review-group = Hīkoi i te kēmu
review-start = Tīmatanga
review-back = ◀ Whakamuri
review-forward = Whakamua ▶
review-end = Mutunga
review-showing = Ko te tūranga i muri i te nekehanga { $shown } o { $played } e whakaaturia ana.

## Classroom: the projector view and the colour theme

projector-enter = Tirohanga pūrama
projector-leave = Puta i te tirohanga pūrama
projector-more = Ngā tautuhinga me te rārangi nekehanga
# review: "tirohanga pūrama" for "projector view" (pūrama: projector, light-giving); "kaupapa tae" for "theme".
theme-label = Kaupapa tae
theme-system = Kia rite ki tēnei pūrere
theme-light = Mārama
theme-dark = Pōuri
theme-contrast = Rerekētanga nui
