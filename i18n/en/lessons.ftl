# The page around the guided lessons of both games (?learn=mu-torere&lesson=1 … 7,
# ?learn=kemu&lesson=1 … 9). Each game's heading, lessons and words are in
# learn-mu.ftl and lessons-kemu.ftl.

# Above the instruction. $step: this step's number (2); $steps: the lesson's steps (4).
lessons-step-of = Step { $step } of { $steps }
# Button: go on from a step that is only to be read, or from a solved one.
lessons-next = Next
# Button: back to the lesson's first step.
lessons-restart = Start the lesson again
# Shown when the lesson is done. $link is a link (its text is lessons-go-on, or after the
# last lesson learn-mu-try-trainer or lessons-kemu-play).
lessons-finished = Lesson finished. { $link }
# Link text. $number: the next lesson's number (4).
lessons-go-on = Go on to lesson { $number }
# The screen-reader name of the list of lessons.
lessons-nav = Lessons
# After a finished lesson's title in that list (it starts with a space).
lessons-done-mark = {" "}✓ done
# Said after a wrong move; $why explains it (one or two sentences).
lessons-try-again = { $why } Try again.
