# He tuhinga hukihuki tēnei i te reo Māori, e tatari ana kia arotakehia e tētahi mātanga reo.
# Te whārangi o ngā akoranga o ngā kēmu e rua (?learn=mu-torere&lesson=1 … 7,
# ?learn=kemu&lesson=1 … 9). The English file (i18n/en/lessons.ftl) gives each message's
# context.

lessons-step-of = Wāhanga { $step } o te { $steps }
# review: "Panuku" (move on) for Next, as in many te reo Māori forms.
lessons-next = Panuku
lessons-restart = Tīmatahia anō te akoranga
lessons-finished = Kua oti te akoranga. { $link }
lessons-go-on = Haere ki te akoranga { $number }
lessons-nav = Ngā akoranga
lessons-done-mark = {" "}✓ kua oti
lessons-try-again = { $why } Whakamātau anō.
