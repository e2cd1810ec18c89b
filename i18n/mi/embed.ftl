# "Put it on your site" (?embed-builder=1): te whārangi e kōwhiri ai tētahi pae i te mea
# hei whakauru, ka tārua ai i te waehere.
# review: issue 42, the whole file is a first draft awaiting review by a speaker.

embed-builder-title = Whakanohoia he kēmu ki tō pae
embed-builder-lead = Kōwhiria te mea hei whakaatu, tirohia ki raro nei me te mea ko koe tō manuhiri, ka tārua ai i te waehere ki tō whārangi. Kāore he mea e tukuna ki hea: ka rere te kēmu i tēnei pae, i roto i tō whārangi.
embed-builder-link = Whakanohoia he kēmu ki tō pae

## What to embed
embed-what = Te mea hei whakaatu
embed-kind-label = Whakaaturia
embed-kind-mu-game = He kēmu { -mu-torere }
embed-kind-kemu-game = He kēmu { -kemu }
embed-kind-mu-puzzle = He panga mahanga { -mu-torere }
embed-kind-mu-lesson = He akoranga { -mu-torere }
embed-kind-kemu-lesson = He akoranga { -kemu }
embed-kind-mu-position = He tūnga { -mu-torere } hei tīmatanga tākaro
embed-kind-kemu-record = He kēmu { -kemu } hei hīkoi whakamuri, whakamua
embed-kind-watch = He kēmu ora hei mātakitaki
embed-puzzle-label = Panga
embed-lesson-label = Akoranga
embed-position-label = Tūnga
embed-position-hint = Patohia he tūnga pērā i te w/g.gggwwww (nā wai te nekehanga, kātahi ko te pūtahi me ngā kāwai 1 ki te 8), me whakapiri rānei he hononga kei roto te position=.
embed-record-label = Rārangi kēmu
embed-record-hint = Whakapiria te hononga o tētahi kēmu mai i tana rārangi nekehanga ("He hononga ki tēnei kēmu"), tana rārangi rānei.
embed-watch-label = Hononga mātakitaki
embed-watch-hint = Whakapiria te "He hononga hei mātakitaki i tēnei kēmu" o tētahi kēmu ora me tētahi hoa.
embed-text-empty = Patohia, whakapiria rānei ki runga ake nei kia kitea te kēmu me tōna waehere.
embed-text-bad-position = Ehara tēnei i te tūnga e taea ana e ngā ture te pānui ({ $why }). Kāore he mea kē i panoni.
embed-text-bad-record = Ehara tēnei i te rārangi kēmu e taea ana e ngā ture te pānui ({ $why }). Kāore he mea kē i panoni.
embed-text-bad-watch = Ehara tēnei i te hononga hei mātakitaki i tētahi kēmu ora: me whai game= me watch= kei roto.

## How it looks
embed-looks = Te āhua
embed-lang-visitor = Te reo o te manuhiri
embed-width-label = Whānui
embed-width-full = Te whānui katoa o tōna wāhi
embed-width-px = { $width } px
# review: issue 42
embed-sound-label = Oro
embed-sound-off = Kāore he oro (kāore te akomanga e hiahia kia tangi ia pūrere)
embed-sound-on = He oro, i muri i te pātōtanga tuatahi a te manuhiri

## The preview and the code
embed-preview-title = Tirohanga
embed-frame-title = { -site }
embed-frame-title-mu = { -site }: { -mu-torere }
embed-frame-title-kemu = { -site }: { -kemu }
embed-code-title = Te waehere
embed-code-lead = Tāruatia tētahi o ēnei ki tō whārangi. Mā te huānga e whakarite te teitei o tōna anga ki te kēmu, ā, ka kōrero ia ki tō whārangi i ia nekehanga; ka mahi te anga noa ki ngā wāhi e kore e taea te tāpiri hōtuhi.
embed-code-element = Te huānga papa-takaro (kotahi te hōtuhi, kātahi ko te huānga)
embed-code-iframe = He anga noa (iframe)
embed-copy = Tāruatia
embed-copied = Kua tāruatia
