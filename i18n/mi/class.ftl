# review: issue 36 (every message in this file is a first draft, awaiting a speaker)
# DRAFT awaiting review by a speaker of te reo Māori: he tuhinga hukihuki tēnei, e tatari
# ana kia arotakehia e tētahi mātanga reo.
# Words chosen (see TRANSLATING.md): class room = akomanga; teacher = kaiako; student =
# ākonga; join = hono atu; code = waehere; round = huinga; to pair = whakahoa; pause =
# whakatārewa; lock = raka; remove = tango; results = ngā hua; projector = pūwhakaata.
# Ngā akomanga: he akomanga i te tūmau kēmu, ka hono atu ngā ākonga mā te waehere.

class-title = Akomanga
class-opening = E huaki ana i te akomanga…
class-bad-address = Ehara tēnei i te wāhitau akomanga e hangaia ana e te pae. Tonoa anō te hononga ki tō kaiako.
class-no-server = Me whai tūmau kēmu te pae mō ngā akomanga, ā, kāore he tūmau i tēnei pae. Ka taea tonu te tākaro ki tētahi hoa i tētahi atu pūrere mā te hononga.
class-by-link-instead = Tākaro ki tētahi hoa mā te hononga
class-data-link = Mō ngā raraunga o tēnei pae

## Opening a class room (the teacher)

class-new-title = Whakaakona he akomanga
class-new-intro = Huakina he akomanga: ka hono atu āu ākonga mā tētahi waehere, kātahi ka whakahoatia e koe kia tākaro tētahi ki tētahi, i tō rātou ake pūrere.
class-game-label = Kēmu:
class-rules-label = Ture:
class-level-label = Te rorohiko, mō te ākonga kāore he hoa:
class-level-easy = Māmā
class-level-medium = Waenga
class-level-strong = Kaha
class-level-note = Ki te taukehe te maha o ngā ākonga, ka tākaro tētahi ki te rorohiko i tōna ake pūrere mō te huinga.
class-open = Huakina te akomanga
class-on-this-device = Ngā akomanga i tēnei pūrere
class-room-line = He akomanga: { $game }

## Joining (a student)

class-join-title = Hono atu ki tētahi akomanga
class-code-label = Waehere akomanga (6 ngā pū):
class-join = Hono atu
class-joining = E hono atu ana ki te akomanga…

## The teacher's console

class-console-title = Tō akomanga: { $game }
class-join-with-code = Ka hono atu ngā ākonga mā te waehere
class-or-open = huakina rānei
class-qr-label = Te waehere QR o te hononga e hono atu ai ki te akomanga
class-locked-note = Kua rakaina te akomanga: kāore e taea e ētahi ākonga hou te hono atu.
class-projector-link = Huakina te tirohanga pūwhakaata
class-controls = Ngā mana o te akomanga
class-lock = Rakaina te akomanga
class-unlock = Wetekia te raka
class-pair = Whakahoatia te akomanga
class-pair-by-hand = Whakahoatia ā-ringa
class-add-pair = Tāpiritia he takirua
class-start-pairs = Tīmatahia ēnei takirua
class-pairs-wrong = Me rua ngā ākonga rerekē i ia takirua, ā, kotahi anake te takirua mō ia ākonga.
class-next-round = Te huinga e whai ake nei
class-pause = Whakatārewatia ngā kēmu katoa
class-resume = Haere tonu
class-end = Whakamutua te akomanga
class-end-confirm = Me whakamutu te akomanga mō te katoa? Ka mutu ngā kēmu, ā, kāore e taea e tētahi te hono atu anō.
class-end-yes = Āe, whakamutua
class-cancel = Whakakorea
class-students = Ngā ākonga ({ $count })
class-no-students = Kāore anō he ākonga: whakaaturia te waehere, te waehere QR rānei.
class-connected = kua hono
class-offline = kāore i te hono
class-doing-game = e tākaro ana ki a { $partner } hei { $seat }
class-doing-waiting = e tatari ana
class-doing-computer = e tākaro ana ki te rorohiko
class-real-name = Ingoa tūturu (i tēnei pūrere anake):
class-real-names-note = Ka noho ngā ingoa tūturu ki tēnei pūrere: kāore rawa e tukuna ki te tūmau, ā, kāore rawa e whakaaturia e te pūwhakaata.
class-remove = Tangohia
class-remove-label = Tangohia a { $name } i te akomanga
class-remove-confirm = Me tango a { $name }? Kāore e taea e taua pūrere te tākaro, te hono atu anō rānei.
class-remove-yes = Āe, tangohia
class-results = Ngā hua
class-results-name = Ākonga
class-results-played = I tākarohia
class-results-won = I toa
class-results-drawn = Ōrite
class-results-lost = I hinga
class-results-note = Ka tatauhia i ngā nekehanga o ia kēmu, ka tirohia e ngā ture, ina mutu ia kēmu.

## A student's view and the strip above their game

class-you-are = Ko koe a
class-another-name = He ingoa kē
class-waiting = E tatari ana kia tīmata tō kaiako i ngā kēmu…
class-go-to-game = Haere ki tō kēmu
class-odd-one = Kāore he hoa mōu i tēnei huinga: tākaro ki te rorohiko ({ $strength }) i tēnei pūrere.
class-play-computer = Tākaro ki te rorohiko
class-strip-label = Tō akomanga
class-round = Huinga { $round }
class-paused-game = Kua whakatārewatia e tō kaiako: ka taea anō te neke ina haere tonu te akomanga.
class-next-game = Haere ki tō kēmu e whai ake nei
class-back = Hoki ki te akomanga

## The projector's view

class-projector-title = Akomanga: { $game }
class-all-boards = Hoki ki ngā kēmu katoa
class-show-large = Whakaaturia kia nui
class-moves-made = Ngā nekehanga: { $count }
class-no-games-yet = Ngā ākonga i te akomanga: { $count }. Ka puta mai ngā kēmu ki konei ina whakahoatia e te kaiako te akomanga.
class-paused-all = Kua whakatārewatia e te kaiako ngā kēmu katoa.

## Why something could not be done, or the room is gone

class-removed = Kua tangohia e tō kaiako tēnei pūrere i te akomanga.
class-ended = Kua mutu te akomanga.
class-locked = Kāore tēnei akomanga e whakaae ana ki ētahi ākonga hou.
class-not-found = Kāore tēnei akomanga i te tūmau: tērā pea kua mutu.
class-bad-code = Ehara tēnā i te waehere akomanga: e 6 ōna pū, pērā i te KX4MPT. Tirohia te waehere, ā, whakamātau anō.
class-paused = Kua whakatārewatia e tō kaiako.
class-busy = I panoni tētahi atu i te akomanga i taua wā tonu: koinei te akomanga i tōna āhua ināianei.
class-full = Kua kī te tūmau kēmu i tēnei wā: whakamātau anō ā kō ake nei.
class-too-many = He nui rawa ngā whakamātau: tatari iti, kātahi ka whakamātau anō.
class-unreachable = Kāore e taea te toro atu ki te tūmau kēmu. Tirohia te hononga ki te ipurangi, ā, whakamātau anō.

## About this site's data (?class=data)

class-data-title = Mō ngā raraunga o tēnei pae: ngā akomanga
class-data-what-title = Ngā mea e puritia ana e te tūmau mō tētahi akomanga
class-data-names = Te ingoa i hangaia mō ia ākonga (e rua ngā kupu, pērā i te Tūī Kākāriki), mēnā kua tangohia ia e te kaiako, me tōna kēmu i ia huinga. Ko te mōhio mēnā kua hono tētahi ākonga, ka puritia ki te mahara anake o te ratonga kēmu, mō tōna iti iho i te meneti kotahi.
class-data-keys = Mō te kaiako, mō ia ākonga, mō te hononga pūwhakaata hoki, he tapumati (he SHA-256) o tētahi kī muna i hangaia i tō rātou pūrere; kāore rawa te kī tonu.
class-data-games = Ngā kēmu o te akomanga: ō rātou nekehanga, pērā i ia kēmu mataora ki tētahi hoa.
class-data-settings = Ngā tautuhinga o te akomanga: te kēmu, ōna ture, te taumata o te rorohiko, te waehere i te wā e whakaae ana te akomanga ki ngā ākonga, mēnā kua rakaina, kua whakatārewatia, kua mutu rānei, te huinga, me te maha o ngā nekehanga i whakakāhoretia.
class-data-question = I te wā e pātai ana te kaiako ki te akomanga: te tūranga, me te nekehanga i kōwhiria e ia ākonga i te taha o tōna wāhi i te akomanga (ko te tatauranga anake o ia nekehanga ka kitea e te pūkaha whakaatu; ko te pūrere o te kaiako ka kite nā wai i kōwhiri te aha). Ka mukua te pātai ina mutu.
class-data-tournament = Mō te whakataetae akomanga: tōna momo, ōna huinga, ko wai i okioki, me ngā tūranga i tatauria mai i ngā kēmu (ngā piro mā te wāhi i te akomanga, ka whakaaturia me ngā ingoa i hangaia). Ko ngā ingoa tūturu i tuhia mō te kōnae hua ka noho tonu ki te pūrere o te kaiako.
class-data-where-title = Kei hea
class-data-where = Kei te tūmau kēmu o te kaiwhakahaere o te pae (tōna tūmau NATS), kāore i tētahi atu wāhi.
class-data-how-long-title = Mō te roa
class-data-how-long = Ko te tikanga, ka mukua te akomanga kotahi rā i muri i tōna panonitanga whakamutunga (ka taea e te kaiwhakahaere te whakarite i tētahi atu wā); ka puritia ōna kēmu pērā i ia kēmu mataora, e whitu rā i muri i tā rātou nekehanga whakamutunga.
class-data-device-title = Ngā mea ka noho ki te pūrere o te kaiako
class-data-device = Ko ngā ingoa tūturu ka patohia ki te papatohu o te kaiako, ka puritia i te pātaka o taua pūtirotiro anake: kāore rawa e tukuna ki te tūmau, ā, kāore e whakaaturia e te pūwhakaata. Ka puritia anō e ia pūrere ōna ake kī muna mō te akomanga i tōna pūtirotiro.
class-data-no-more = Kāore he mea kē atu: kāore he ingoa tūturu, kāore he wāhitau īmēra, kāore he kupu i patohia noatia e tētahi ākonga.

## Pātai ki te akomanga (issue 37) — DRAFT awaiting review by a speaker of te reo Māori

class-question-title = He pātai mā te akomanga
class-question-prompt = Ko { $side } kei te neke: kōwhiria he nekehanga.
class-question-unreadable = Kāore e taea te pānui te tūranga o tēnei pātai.
class-your-answer = Tō whakautu: { $move }
class-change-answer = Hurihia taku whakautu
class-question-closed = Kua katia e tō kaiako te pātai.
class-question-illegal = Kāore e whakaaetia taua nekehanga i konei: kōwhiria tētahi atu.
class-answer-count = { $count ->
    [one] 1 ākonga
   *[other] { $count } ākonga
}
class-answer-engine-best = (tā te rorohiko i kōwhiri ai)
class-no-answers = Kāore he tangata i whakautu.
class-best-move = Te nekehanga pai rawa: { $move }
class-value-win = ka toa
class-value-draw = ka mau tonu te tātai
class-value-loss = ka hinga
# review: the engine's judgement of a Kemu answer beside the best move it found
class-kemu-good = he pai ōrite ki te nekehanga pai rawa i kitea
class-kemu-weaker = he iti iho te pai i te nekehanga pai rawa i kitea
class-kemu-mistake = he hapa: he tino iti iho te pai i te nekehanga pai rawa i kitea
class-answered = { $answered } o { $present } kua whakautu
class-question-controls = Te pātai
class-show-answers = Whakaaturia ngā whakautu
class-reveal = Whakakitea te nekehanga pai rawa
class-question-done = Hoki ki ngā kēmu
class-who-answered = Nā wai i kōwhiri te aha
class-who-note = Ko tēnei pūrere anake e kite ana nā wai i kōwhiri te aha; ko ngā tatauranga anake kei te pūkaha whakaatu.
class-ask-title = Pātai ki te akomanga
class-ask-note = Ka whakaatu ia pūrere ākonga i te tūranga, ka tango i te nekehanga kotahi; ka tatari ō rātou kēmu, ka hoki mai i muri.
class-ask-board = He papa o te akomanga:
class-ask-button = Pātai ki te akomanga
class-ask-puzzle = He panga o te kaiwhakangungu mahanga:
class-puzzle-number = Panga { $number }
class-ask-shared = He hononga kēmu kua tohaina:
class-ask-unreadable = Ehara tēnā i te tūranga o te kēmu o tēnei akomanga e whai nekehanga ana.
class-ask-own = Tō ake papa (tākarohia ngā nekehanga mai i te tīmatanga)
class-own-turn = Ko { $side } kei te neke
class-own-again = Tīmata anō

## Whakataetae akomanga (issue 37) — DRAFT awaiting review by a speaker of te reo Māori

class-tournament-title = Whakataetae akomanga
class-tournament-system = Momo:
class-round-robin = Porowhita (ka tākaro te katoa ki te katoa; 8 ākonga te nui rawa)
class-swiss = Huinga Swiss (ka tūtaki ngā kaute ōrite; kāore he tangata e rua whakataetae)
class-tournament-rounds = Huinga:
class-tournament-start = Tīmatahia te whakataetae
class-round-robin-too-many = E 8 ākonga te nui rawa mō te porowhita: kōwhiria ngā huinga Swiss mō tēnei akomanga.
class-tournament-round = Huinga { $round } o { $rounds }
class-tournament-next-note = Ka mutu ngā kēmu o te huinga, ka tatau a "Huinga panuku" i ngā tūranga, ka whakahoa i te huinga panuku; i muri i te huinga whakamutunga ka tatau i ngā tūranga whakamutunga. Ki te whakahoa koe i te akomanga, ka mutu te whakataetae i reira.
class-standings-after = { $rounds ->
    [one] Ngā tūranga i muri i te huinga 1
   *[other] Ngā tūranga i muri i ngā huinga { $rounds }
}
class-standings-final = Ngā tūranga whakamutunga
class-standings-none = Kāore anō kia tatauria he huinga.
class-standings-rank = Tūranga
class-standings-points = Piro
class-standings-byes = Okiokinga
class-standings-rule = Ka whiwhi te toa i te piro 1, te tātai i te ½, te hinga i te 0; ka kīia he toa te okiokinga (he kēmu ki te rorohiko). Ka wehea ngā ōrite e te Buchholz (ngā piro o ngā hoa tauwhainga kua tāpiria), kātahi e ngā toa; ko ngā ākonga ōrite tonu ka noho tahi ki te tūranga kotahi.
class-standings-csv = Tikiake i ngā hua (CSV, me ngā ingoa tūturu i tuhia ki tēnei pūrere)

## Ngā whārangi papa o te pūkaha whakaatu — DRAFT awaiting review by a speaker

class-pages-label = Ngā whārangi papa
class-boards-shown = Ngā papa { $from }–{ $to } o { $count }
class-page-back = Ngā papa o mua
class-page-on = Ngā papa e whai ake nei
class-page-pause = Kaua e huri i ngā whārangi
class-ask-lesson = He hipanga akoranga:
class-lesson-step = { $lesson }, hipanga { $step }
