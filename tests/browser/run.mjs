// Browser tests: drive the release bundle in headless Chromium by clicking, and check
// what the page shows against the native rules core (`takaro`); then hosting from a
// sub-path, embedding from another origin, accessibility and safety.
import { run } from "./harness.mjs";
import { muTests } from "./mu_torere.mjs";
import { kemuTests } from "./kemu.mjs";
import { kemuAnalysisTests } from "./kemu_analysis.mjs";
import { hostingTests } from "./hosting.mjs";
import { embedTests } from "./embed.mjs";
import { embedSiteTests } from "./embed_site.mjs";
import { embedElementTests } from "./embed_element.mjs";
import { embedBuilderTests } from "./embed_builder.mjs";
import { soundMotionTests } from "./sound_motion.mjs";
import { a11yTests } from "./a11y.mjs";
import { safetyTests } from "./safety.mjs";
import { learnerAidsTests } from "./learner_aids.mjs";
import { classroomTests } from "./classroom.mjs";

import { learnMuTests } from "./learn_mu.mjs";
import { languageTests } from "./languages.mjs";
import { learnKemuTests } from "./learn_kemu.mjs";
import { screenTests } from "./screens.mjs";
import { pluralTests } from "./plurals.mjs";
import { diagramTests } from "./diagram.mjs";
import { printTests } from "./print.mjs";
import { printInkTests } from "./print_ink.mjs";
import { firstScreenTests } from "./first_screen.mjs";
import { homeTests } from "./home.mjs";
import { headerTests } from "./header.mjs";
import { friendsTests } from "./friends.mjs";
import { liveTests } from "./live.mjs";
import { friendTalkTests } from "./friend_talk.mjs";
import { classPageTests, classRoomTests } from "./class.mjs";
import { classQuestionTests } from "./class_question.mjs";
import { understandingTests } from "./understanding.mjs";
import { newcomerTests } from "./newcomer.mjs";
import { newcomer2Tests } from "./newcomer2.mjs";
await run([...muTests, ...kemuTests, ...kemuAnalysisTests, ...hostingTests, ...embedTests, ...embedElementTests, ...embedSiteTests, ...embedBuilderTests, ...soundMotionTests, ...a11yTests, ...safetyTests, ...learnerAidsTests, ...learnMuTests, ...languageTests, ...learnKemuTests, ...classroomTests, ...screenTests, ...pluralTests, ...diagramTests, ...printTests, ...printInkTests, ...firstScreenTests, ...homeTests, ...headerTests, ...friendsTests, ...liveTests, ...friendTalkTests, ...classPageTests, ...classRoomTests, ...classQuestionTests, ...understandingTests, ...newcomerTests, ...newcomer2Tests]);
