// Ask the class and class tournaments (issue 37), through a loopback NATS server and
// game service as class.mjs starts them: a Mū tōrere trap trainer puzzle answered on six
// students' devices, each answer valued against the solved table and drawn as an arrow; a
// Moeraki Kemu question from the teacher's own board, each answer valued against
// `takaro kemu eval` and the revealed move the engine's; a round robin of three with the
// standings recounted, the CSV's real names, and no real name in anything the server keeps.
import fs from "node:fs";
import { assert, assertEq, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { connect } from "nats";
import { WAIT, board, atGame, playWhole, axe, styled, withClassServer, openRoom } from "./class.mjs";

export const classQuestionTests = [
  ["ask the class: a trap trainer puzzle on six students' devices; the projector counts, each answer valued as the solved table says, the best move revealed, the games come back", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async ({ nats, fresh }) => {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=mu-torere`);
      const { projector, students } = await openRoom(teacher, fresh, Array(6).fill(undefined));
      await projector.locator("[data-class-code]").waitFor(WAIT);
      // The class is playing: each student's page is their game.
      await teacher.locator('[data-teach="pair"]').click();
      const games = await Promise.all(students.map((s) => atGame(s)));
      // A puzzle of the trap trainer, asked of the class.
      await teacher.getByTestId("class-ask-puzzle-choice").selectOption("1");
      await teacher.locator('[data-teach="ask-puzzle"]').click();
      const question = students[0].locator("[data-class-question]");
      await question.waitFor(WAIT);
      const link = await question.getAttribute("data-position");
      const asked = new URLSearchParams(link);
      const rules = asked.get("rules");
      const position = asked.get("position");
      assert(rules && /^[gw]\/[.gw]{9}$/.test(position), `the question's position: ${link}`);
      // Each student chooses a move: different counters, so different answers.
      const chosen = [];
      for (const [i, s] of students.entries()) {
        await s.locator("[data-class-question]").waitFor(WAIT);
        assert(!(await s.locator('[data-game="mu-torere"]').first().isVisible()) || (await s.locator(".class-game").isHidden()), "the game waits, hidden");
        const counters = s.locator('[data-class-question] [data-point][role="button"]');
        const count = await counters.count();
        assert(count >= 1, "counters to move");
        const counter = counters.nth(i % count);
        chosen.push(await counter.getAttribute("data-point"));
        await counter.click();
        await s.getByTestId("class-your-answer").waitFor(WAIT);
        await axe(s, "a student's question");
      }
      // The projector counts (no names), then shows the answers.
      await projector.waitForFunction(() => document.querySelector('[data-testid="class-answered"]')?.dataset.answered === "6", null, WAIT);
      assertEq(await projector.locator("[data-class-answer]").count(), 0, "no answers before Show answers");
      await teacher.locator('[data-teach="show"]').click();
      await projector.locator("[data-class-answer]").first().waitFor(WAIT);
      const tally = {};
      for (const from of chosen) tally[from] = (tally[from] ?? 0) + 1;
      const shown = await projector.locator("[data-class-answer]").evaluateAll((items) => items.map((i) => ({ move: i.dataset.move, count: Number(i.dataset.count), value: i.dataset.value })));
      assertEq(Object.fromEntries(shown.map((a) => [a.move, a.count])), Object.fromEntries(Object.entries(tally).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))), "the projector's counts are the class's choices");
      // A move's value for the side that moves: the reply's value, turned round.
      const valueOf = (from) => {
        const reply = takaro("mu-torere", "best", "--rules", rules, after(position, Number(from)));
        return reply === "no-move loss" ? "win" : reply.endsWith("draw") ? "draw" : reply.includes(" win ") ? "loss" : "win";
      };
      for (const answer of shown) assertEq(answer.value, valueOf(answer.move), `move ${answer.move}`);
      // On the answers' board: an arrow from each counter moved to the empty point, its
      // count and mark at its middle, styled by its value.
      const symbol = { win: "✓", draw: "=", loss: "✗" };
      const arrows = await projector.locator('[data-testid="class-answers-board"] .answer-arrow').evaluateAll((gs) => gs.map((g) => ({ from: g.dataset.from, to: g.dataset.to, cls: g.getAttribute("class"), text: g.textContent })));
      assertEq(arrows.map((a) => a.from).sort().join(" "), shown.map((a) => a.move).sort().join(" "), "an arrow an answer");
      for (const a of shown) {
        const arrow = arrows.find((x) => x.from === a.move);
        assertEq(arrow.text, `×${a.count} ${symbol[a.value]}`, `the arrow of ${a.move} says its count and mark`);
        assert(arrow.cls.split(" ").includes(a.value), `the arrow of ${a.move} is styled ${a.value}: ${arrow.cls}`);
      }
      assertEq(new Set(arrows.map((a) => a.to)).size, 1, "every arrow goes to one point");
      assertEq(await projector.locator(`[data-testid="class-answers-board"] [data-point="${arrows[0].to}"] .counter`).count(), 0, "the empty point");
      const names = await Promise.all(students.map((s) => s.locator(".class-strip [data-name]").getAttribute("data-name")));
      const answersText = await projector.locator('[data-testid="class-question"], [data-class-question]').first().textContent();
      assert(names.every((n) => !answersText.includes(n)), "no student's name beside the answers on the projector");
      assertEq(await teacher.locator("[data-testid=class-who] li").count(), 6, "the teacher sees who chose what");
      await axe(projector, "the projector's answers");
      // Reveal: the best move, as the solved table gives it.
      await teacher.locator('[data-teach="reveal"]').click();
      const reveal = projector.getByTestId("class-reveal");
      await reveal.waitFor(WAIT);
      const best = takaro("mu-torere", "best", "--rules", rules, position).split(" ")[1];
      const revealed = await reveal.getAttribute("data-move");
      assert(revealed === best || valueOf(revealed) === valueOf(best), `the revealed move ${revealed} is as good as the table's ${best}`);
      // Back to the games: every student's own game again, as it was.
      await teacher.locator('[data-teach="done"]').click();
      for (const [i, s] of students.entries()) {
        await s.locator("[data-class-question]").waitFor({ state: "detached", ...WAIT });
        await s.locator('[data-game="mu-torere"]').waitFor({ state: "visible", ...WAIT });
        assertEq(new URL(s.url()).searchParams.get("live"), games[i].id, "the same game");
      }
      await projector.locator("[data-class-board]").first().waitFor(WAIT);
    });
  }],

  ["class tournament: a round robin of three students, every game played out; the standings recount the games, the projector shows them, the CSV has the real names and the server never saw one", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async ({ nats, fresh }) => {
      const REAL = "Aroha Tournamentname";
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=mu-torere`);
      const room = await openRoom(teacher, fresh, Array(3).fill(undefined));
      const projector = room.projector;
      const students = [];
      for (const s of room.students) {
        students.push({ page: s, name: await s.getByTestId("class-name").getAttribute("data-name"), game: null });
      }
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).fill(REAL);
      await teacher.locator(`[data-student][data-name="${students[0].name}"] input`).press("Tab");
      // A round robin: three rounds, each one game and one bye.
      assertEq(await teacher.getByTestId("class-tournament-system").inputValue(), "round-robin", "a round robin for three");
      await teacher.locator('[data-teach="tournament"]').click();
      const points = new Map(students.map((s) => [s.name, 0]));
      const met = new Set();
      for (let round = 1; round <= 3; round++) {
        await teacher.waitForFunction((r) => document.querySelector('[data-testid="class-tournament-round"]')?.dataset.paired === String(r), round, WAIT);
        // The round's one game, as the projector names its players (first seat first).
        const players = await projector.waitForFunction((seen) => {
          const boards = [...document.querySelectorAll("[data-class-board]")];
          const fresh = boards.length === 1 && boards[0].dataset.played === "0" && boards[0].dataset.players;
          return fresh && !seen.includes(fresh.split(" / ").sort().join("|")) ? fresh : null;
        }, [...met], WAIT).then((h) => h.jsonValue());
        const names = players.split(" / ");
        assert(!met.has([...names].sort().join("|")), `${players} meet once`);
        met.add([...names].sort().join("|"));
        const pair = [];
        for (const name of names) {
          const s = students.find((x) => x.name === name);
          // Their page moves on to the round's game by itself.
          await s.page.waitForFunction((old) => {
            const live = new URL(location.href).searchParams.get("live");
            const b = document.querySelector('[data-game="mu-torere"]');
            return live && live !== old && b?.dataset.connection === "connected";
          }, s.game, WAIT);
          const at = await atGame(s.page);
          s.game = at.id;
          pair.push({ page: s.page, seat: at.seat, name });
        }
        pair.sort((a) => (a.seat === "green" ? -1 : 1));
        const outcome = await playWhole(pair, players, projector);
        const [green, white] = pair.map((p) => p.name);
        if (outcome === "draw") { points.set(green, points.get(green) + 0.5); points.set(white, points.get(white) + 0.5); }
        else if (outcome === "g") points.set(green, points.get(green) + 1);
        else points.set(white, points.get(white) + 1);
        const bye = students.find((s) => !names.includes(s.name));
        points.set(bye.name, points.get(bye.name) + 1);
        await teacher.locator('[data-teach="next"]').click();
      }
      // The final standings: a recount of the games, and each student's bye.
      await teacher.waitForFunction(() => document.querySelector('[data-testid="class-standings"]')?.dataset.finished === "true", null, WAIT);
      const written = (n) => (n % 1 ? `${Math.floor(n) || ""}½` : String(n));
      for (const [name, total] of points) {
        for (const where of [teacher, projector]) {
          await where.waitForFunction(([n, p]) => [...document.querySelectorAll("[data-standing]")].some((r) => r.dataset.name === n && r.dataset.points === p), [name, written(total)], WAIT);
        }
      }
      assert(!(await projector.content()).includes(REAL), "the projector never shows a real name");
      await axe(teacher, "the console with the standings");
      // The CSV, with the real name typed on this device.
      const [download] = await Promise.all([teacher.waitForEvent("download"), teacher.getByTestId("class-standings-csv").click()]);
      const text = fs.readFileSync(await download.path(), "utf8");
      const lines = text.trim().split(/\r\n/);
      assertEq(lines[0], "rank,name,real name,points,games,wins,draws,losses,byes,buchholz", "the CSV's columns");
      assertEq(lines.length, 4, "a line a student");
      assert(lines.some((l) => l.includes(students[0].name) && l.includes(REAL)), "the real name beside its generated one");
      // Every value the server keeps, read with the service's own user: no real name.
      const nc = await connect({ servers: nats.urls, user: nats.service.user, pass: nats.service.pass });
      try {
        for (const bucket of ["takaro-classes", "takaro-games"]) {
          const kv = await nc.jetstream().views.kv(bucket, { bindOnly: true });
          const keys = [];
          for await (const key of await kv.keys()) keys.push(key);
          assert(keys.length > 0, `${bucket} holds the room`);
          for (const key of keys) {
            const entry = await kv.get(key);
            assert(!(entry?.string() ?? "").includes(REAL) && !(entry?.string() ?? "").includes("Aroha"), `${bucket}/${key} holds no real name`);
          }
        }
      } finally {
        await nc.close();
      }
    });
  }],

  ["ask the class, Moeraki Kemu: a position set up on the teacher's own board; the revealed best move is the engine's at the room's level", async (page, base, ctx) => {
    await withClassServer(page, base, ctx, async ({ nats, fresh }) => {
      const teacher = page;
      await teacher.goto(`${base}?class=new&game=kemu&tier=beginner`);
      await teacher.getByTestId("class-level").selectOption("2");
      // The second student holds a phone on its side.
      const { projector, students } = await openRoom(teacher, fresh, [undefined, { width: 844, height: 390 }]);
      // The teacher plays eight moves on their own board, then asks the class.
      await teacher.locator(".class-own-board summary").click();
      const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "5").split(" ").slice(2, 10);
      for (const [i, mv] of moves.entries()) {
        await teacher.locator(`[data-testid="class-own-board"] [data-hollow="${mv}"]`).click();
        await teacher.waitForFunction((n) => (document.querySelector('[data-testid="class-own-board"] [data-game="kemu"]')?.dataset.record ?? "").split(" ").length >= n, i + 1, WAIT);
      }
      await teacher.locator('[data-teach="ask-own"]').click();
      const chosen = [];
      for (const [i, s] of students.entries()) {
        const question = s.locator("[data-class-question]");
        await question.waitFor(WAIT);
        await s.locator("#class-question-title").scrollIntoViewIfNeeded();
        const inView = await s.evaluate(() => ["h2", ".turn-line", ".class-question-board svg"].every((sel) => {
          const r = document.querySelector(`[data-class-question] ${sel}`).getBoundingClientRect();
          return r.top >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1;
        }));
        assert(inView, `student ${i}: the question's heading, prompt and board in view`);
        const hollows = s.locator('[data-class-question] [data-hollow][role="button"]');
        const hollow = hollows.nth(i * 3);
        chosen.push(await hollow.getAttribute("data-hollow"));
        await hollow.click();
        await s.getByTestId("class-your-answer").waitFor(WAIT);
      }
      const link = await students[0].locator("[data-class-question]").getAttribute("data-record");
      const compact = new URLSearchParams(link).get("record");
      assert(compact, `the question is a Kemu record: ${link}`);
      await projector.waitForFunction(() => document.querySelector('[data-testid="class-answered"]')?.dataset.answered === "2", null, WAIT);
      await teacher.locator('[data-teach="show"]').click();
      await projector.locator("[data-class-answer]").first().waitFor(WAIT);
      const shown = await projector.locator("[data-class-answer]").evaluateAll((items) => items.map((i) => i.dataset.move).sort());
      assertEq(shown.join(" "), [...new Set(chosen)].sort().join(" "), "the projector shows the moves chosen");
      // Each answer valued as `takaro kemu eval` values the position after it (to
      // Matau), and judged beside the best found (the computer's move and the answers).
      const engine = takaro("kemu", "move", "--level", "medium", "--seed", "1", compact).trim();
      const record = JSON.parse(takaro("kemu", "replay", compact)).record.split(" ");
      const valueAfter = (mv) => JSON.parse(takaro("kemu", "eval", ...record, mv)).values.at(-1);
      const toMove = await projector.locator("[data-class-question]").getAttribute("data-to-move");
      const forMover = (v) => (toMove === "manaia" ? -v : v);
      const cap = (v) => Math.max(-600, Math.min(600, v));
      const top = Math.max(...[engine, ...new Set(chosen)].map((mv) => cap(forMover(valueAfter(mv)))));
      await projector.waitForFunction((n) => [...document.querySelectorAll("[data-class-answer]")].filter((a) => a.dataset.value).length === n, new Set(chosen).size, WAIT);
      for (const mv of new Set(chosen)) {
        const answer = projector.locator(`[data-class-answer][data-move="${mv}"]`);
        const value = valueAfter(mv);
        assertEq(Number(await answer.getAttribute("data-points")), value, `the value after ${mv}`);
        const lost = top - cap(forMover(value));
        assertEq(await answer.getAttribute("data-value"), lost >= 150 ? "mistake" : lost >= 50 ? "weaker" : "good", `${mv} judged (loses ${lost})`);
      }
      // Each chosen hollow carries its count and mark on the answers' board.
      const labels = await projector.locator('[data-testid="class-answers-board"] .hollow-label').allTextContents();
      assertEq(labels.length, new Set(chosen).size, "a count on each chosen hollow");
      assert(labels.every((l) => /^×\d+ [✓=✗]$/.test(l)), `counts and marks: ${labels}`);
      await teacher.locator('[data-teach="reveal"]').click();
      const reveal = projector.getByTestId("class-reveal");
      await reveal.waitFor(WAIT);
      assertEq(await reveal.getAttribute("data-move"), engine, "the best move is the engine's at the room's level");
      await axe(projector, "the projector's Kemu answers");
    });
  }],
];
