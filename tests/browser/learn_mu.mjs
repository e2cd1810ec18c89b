// Learning Mū tōrere in the page: the guided lessons and the trap trainer solved by
// clicking (a right move is explained and waits for Next, a wrong move is explained,
// undone and not counted), the value chart checked against
// `takaro mu-torere best` after a whole game, and the rule sets.
import { appReady, assert, assertEq, openMenu, rng, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";
import { audit } from "./a11y.mjs";

const board = (page) => page.locator('[data-game="mu-torere"]');
const position = (page) => board(page).getAttribute("data-position");
const outcome = (page) => board(page).getAttribute("data-outcome");


/** `takaro mu-torere best`: the perfect move (or null) and the value for the mover. */
export function best(pos, rules = "standard") {
  const out = takaro("mu-torere", "best", "--rules", rules, pos);
  if (out === "no-move loss") return { move: null, kind: "loss", plies: 0 };
  const [, move, kind, plies] = out.split(" ");
  return { move: Number(move), kind, plies: plies === undefined ? null : Number(plies) };
}

/** Who wins a position with perfect play, and in how many plies, by `takaro`. */
function chartValue(pos) {
  const v = best(pos);
  const mover = pos[0] === "g" ? "green" : "white";
  const other = mover === "green" ? "white" : "green";
  if (v.kind === "draw") return { value: "draw", distance: null };
  return { value: v.kind === "win" ? mover : other, distance: v.plies };
}

const rank = (v) => (v.kind === "win" ? 1000 - v.plies : v.kind === "draw" ? 0 : -1000 + v.plies);

/** One of the moves from `points` at `pos` worth less than the best, by `takaro`. */
export function notTheBest(pos, points) {
  const top = rank(best(pos));
  return points.find((p) => {
    const v = best(after(pos, p));
    const mine = v.kind === "win" ? { kind: "loss", plies: v.plies + 1 }
      : v.kind === "loss" ? { kind: "win", plies: v.plies + 1 } : v;
    return rank(mine) !== top;
  });
}

async function clickablePoints(page) {
  return page.locator('[data-point][role="button"]').evaluateAll((els) => els.map((e) => Number(e.dataset.point)));
}

/** The points whose counters may move (ringed), not those only to be tried. */
async function movablePoints(page) {
  return page.locator("[data-point].movable").evaluateAll((els) => els.map((e) => Number(e.dataset.point)));
}

async function attr(page, selector, name) {
  return page.locator(selector).getAttribute(name);
}

/** Waits until the lesson root's attribute differs from `old` (or the lesson is done). */
async function waitLessonChange(page, oldStep, oldPos) {
  await page.waitForFunction(([oldStep, oldPos]) => {
    const root = document.querySelector("[data-lesson]");
    const b = document.querySelector('[data-game="mu-torere"]');
    return root.dataset.lessonDone === "true" || root.dataset.lessonStep !== oldStep
      || b.dataset.position !== oldPos;
  }, [oldStep, oldPos]);
}

/** Follows lesson `k` to its end by clicking; `choose(pos)` picks each move. */
async function followLesson(page, base, k, choose) {
  await page.goto(`${base}?learn=mu-torere&lesson=${k}`);
  await page.locator(`[data-lesson="mu-torere-${k}"]`).waitFor();
  for (let guard = 0; guard < 30; guard++) {
    if ((await attr(page, "[data-lesson]", "data-lesson-done")) === "true") return;
    const step = await attr(page, "[data-lesson]", "data-lesson-step");
    const pos = await position(page);
    const next = page.locator("[data-lesson-next]");
    if (await next.count()) {
      assertEq(await clickablePoints(page), [], "a reading step offers no move");
      await next.click();
    } else {
      const from = choose(pos);
      await page.locator(`[data-point="${from}"]`).click();
    }
    await waitLessonChange(page, step, pos);
    const explanation = await page.getByTestId("explanation").textContent();
    assert(!explanation.includes("Try again"), `lesson ${k}, step ${step}: no wrong move (${explanation})`);
  }
  throw new Error(`lesson ${k} did not end`);
}

/** Plays the trainer's current puzzle to the end with `takaro`'s best moves. */
async function solvePuzzle(page) {
  const learner = (await position(page))[0];
  for (let guard = 0; guard < 10; guard++) {
    await page.waitForFunction((learner) => {
      const root = document.querySelector("[data-puzzle]");
      const b = document.querySelector('[data-game="mu-torere"]');
      return root.dataset.puzzleSolved === "true" || b.dataset.position.startsWith(learner);
    }, learner);
    if ((await attr(page, "[data-puzzle]", "data-puzzle-solved")) === "true") return;
    const pos = await position(page);
    const { move } = best(pos);
    await page.locator(`[data-point="${move}"]`).click();
    await page.waitForFunction((pos) =>
      document.querySelector('[data-game="mu-torere"]').dataset.position !== pos, pos);
  }
  throw new Error("the puzzle did not end");
}

const solvedCount = async (page) => Number(await page.getByTestId("solved-count").getAttribute("data-solved"));

/** How the explanation looks: the mark before it and the width of its top edge. */
const look = (page) => page.getByTestId("explanation").evaluate((e) => ({
  tick: getComputedStyle(e, "::before").content, frame: getComputedStyle(e).borderTopWidth,
}));

export const learnMuTests = [
  ["learn-mu: every lesson solved by clicking; progress is remembered", async (page, base) => {
    const byTable = (pos) => best(pos).move;
    for (const k of [1, 2, 3, 4, 5, 6]) {
      await followLesson(page, base, k, byTable);
      const steps = await attr(page, "[data-lesson]", "data-lesson-step");
      assert(/^(\d+)\/\1$/.test(steps), `lesson ${k} ends on its last step: ${steps}`);
    }
    // The repetition lesson: the move out of the pūtahi repeats the start a third time.
    await followLesson(page, base, 7, () => 0);
    assertEq(await outcome(page), "draw", "drawn by repetition");
    // Finished lessons are marked in the list after a reload.
    await page.goto(`${base}?learn=mu-torere&lesson=7`);
    await page.locator('[data-lesson="mu-torere-7"]').waitFor();
    assertEq(await page.locator(".lessons .done").count(), 7, "seven lessons marked done");
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "1/1", "a finished lesson starts again");
  }],
  ["learn-mu: a right move in a lesson is explained and waits for Next; the trap's defence replies between moves", async (page, base) => {
    await page.goto(`${base}?learn=mu-torere&lesson=2`);
    await page.locator('[data-lesson="mu-torere-2"]').waitFor();
    assertEq(await page.locator("[data-lesson-next]").count(), 0, "a step that asks for a move has no Next");
    const start = await position(page);
    assert((await page.getByTestId("status").textContent()).includes("to move"), "the turn line");
    const [from] = await movablePoints(page);
    await page.locator(`[data-point="${from}"]`).press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent !== "");
    const said = await page.getByTestId("explanation").textContent();
    assert(!said.includes("Try again"), `a right move: ${said}`);
    // Praise has its own look: a tick and a whole frame, unlike a wrong move's (below).
    const right = await look(page);
    assert(right.tick.includes("✓") && right.frame !== "0px", `a right move's look: ${JSON.stringify(right)}`);
    assertEq(await position(page), after(start, from), "the move stays on the board");
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "1/2", "the step stays until Next");
    assertEq(await clickablePoints(page), [], "a solved step takes no more moves");
    await audit(page, "a Mū tōrere lesson after a right move");
    await page.locator("[data-lesson-next]").click();
    await page.waitForFunction(() => document.querySelector("[data-lesson]").dataset.lessonStep === "2/2");
    assertEq(await page.getByTestId("explanation").textContent(), "", "a new step starts quiet");
    // The big trap: three moves of the learner's, the perfect defence replying between them.
    await page.goto(`${base}?learn=mu-torere&lesson=6`);
    await page.locator('[data-lesson="mu-torere-6"]').waitFor();
    const first = await position(page);
    await page.locator(`[data-point="${best(first).move}"]`).click();
    await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position !== p, first);
    assertEq((await position(page))[0], first[0], "the defence has replied");
    assert((await page.getByTestId("explanation").textContent()).endsWith("Your move."), "the reply is said");
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "1/1", "the step asks for more");
    assertEq(await page.locator("[data-lesson-next]").count(), 0, "no Next between the moves");
    // A slip between the moves keeps the position after the reply.
    const mid = await position(page);
    const slip = notTheBest(mid, await movablePoints(page));
    assert(slip !== undefined, `a move that does not win fastest at ${mid}`);
    await page.locator(`[data-point="${slip}"]`).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("Try again"));
    assertEq(await position(page), mid, "the position before the slip comes back");
    const wrong = await look(page);
    assert(!wrong.tick.includes("✓") && wrong.frame !== right.frame, `a wrong move looks otherwise: ${JSON.stringify([right, wrong])}`);
  }],
  ["learn-mu: a wrong move in a lesson is explained, restored and not counted", async (page, base) => {
    await page.goto(`${base}?learn=mu-torere&lesson=3`);
    await page.locator('[data-lesson="mu-torere-3"]').waitFor();
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "1/2", "first step");
    await page.locator("[data-lesson-next]").click();
    await page.waitForFunction(() => document.querySelector("[data-lesson]").dataset.lessonStep === "2/2");
    // Kāwai 2 may be tried (the rules explain), but may not enter the pūtahi.
    assertEq(await attr(page, '[data-point="2"]', "aria-label"), "Kāwai 2, green counter, try it", "try-able name");
    await page.locator('[data-point="2"]').press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("pūtahi"));
    const why = await page.getByTestId("explanation").textContent();
    assert(why.includes("may not enter the pūtahi") && why.includes("Try again"), why);
    assertEq(await position(page), "g/.ggggwwww", "the step's position is kept");
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "2/2", "the wrong move does not count");
    assertEq(await attr(page, "[data-lesson]", "data-lesson-done"), null, "not done");
    // Progress is remembered: a reload stays on step 2.
    await page.reload();
    await page.locator('[data-lesson="mu-torere-3"]').waitFor();
    assertEq(await attr(page, "[data-lesson]", "data-lesson-step"), "2/2", "progress remembered");
    await page.locator('[data-point="1"]').click();
    await page.waitForFunction(() => document.querySelector("[data-lesson]").dataset.lessonDone === "true");
    // Blocking: the legal move 0 → 1 does not block; it is explained and undone.
    await page.goto(`${base}?learn=mu-torere&lesson=4`);
    await page.locator("[data-lesson-next]").click();
    await page.waitForFunction(() => document.querySelector("[data-lesson]").dataset.lessonStep === "2/2");
    const start = await position(page);
    await page.locator('[data-point="0"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').textContent.includes("Try again"));
    assert((await page.getByTestId("explanation").textContent()).startsWith("That move lets White move on"), "why it is wrong");
    assertEq(await position(page), start, "position restored");
    await page.locator('[data-point="2"]').click();
    await page.waitForFunction(() => document.querySelector("[data-lesson]").dataset.lessonDone === "true");
    assertEq(await outcome(page), "g", "White is blocked");
  }],
  ["learn-mu: trap trainer puzzles solved by clicking; a wrong move is explained and not counted", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&puzzle=1`);
    await page.locator('[data-puzzle="1"]').waitFor();
    const total = await page.locator('select[aria-label="Puzzle"] option').count();
    assert(total >= 11, `standard has the 7 winning kinds and the traps: ${total}`);
    // Wrong moves first, in puzzle 5 (a win in 3 plies, 2 of the learner's moves, where some moves only draw).
    await page.goto(`${base}?game=mu-torere&puzzle=5`);
    await page.locator('[data-puzzle="5"]').waitFor();
    const heading = await page.locator("[data-puzzle] h2").textContent();
    assert(heading.includes("Win in 2 moves"), heading);
    const pos = await position(page);
    assertEq(best(pos).kind + best(pos).plies, "win3", "the puzzle is a win in 3 by the table");
    const movable = await clickablePoints(page);
    const wrong = notTheBest(pos, movable);
    assert(wrong !== undefined, `a move that does not win fastest at ${pos}`);
    await page.locator(`[data-point="${wrong}"]`).click();
    // The try stays on the board with the defence's best answer until the next tap.
    await page.locator('[data-puzzle-tried="true"]').waitFor();
    const said = await page.getByTestId("explanation").textContent();
    assert(said.startsWith("That move ") && said.includes("Tap a counter"), `explained with its value: ${said}`);
    const tried = await position(page);
    assert(tried !== pos && tried.startsWith(pos[0]), `the try and its answer are shown: ${pos} → ${tried}`);
    await page.getByRole("button", { name: "Start again" }).click();
    await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position === p, pos);
    assertEq(await attr(page, "[data-puzzle]", "data-puzzle-tried"), null, "the puzzle restarts");
    assertEq(await attr(page, "[data-puzzle]", "data-puzzle-solved"), null, "not solved");
    assertEq(await solvedCount(page), 0, "a wrong move is not counted");
    // Now solve every puzzle; each counts once.
    for (let n = 1; n <= total; n++) {
      await page.goto(`${base}?game=mu-torere&puzzle=${n}`);
      await page.locator(`[data-puzzle="${n}"]`).waitFor();
      const before = await solvedCount(page);
      const start = await position(page);
      const kind = await page.locator("[data-puzzle] h2").textContent();
      const v = best(start);
      if (kind.includes("Avoid the trap")) {
        assertEq(v.kind, "draw", `puzzle ${n} is drawn`);
        const moves = await clickablePoints(page);
        assert(moves.some((p) => best(after(start, p)).kind === "win"), `puzzle ${n} hides a losing move`);
      } else {
        // The table counts plies; the page counts the learner's own moves.
        const own = Math.ceil(v.plies / 2);
        assert(kind.includes(`Win in ${own} ${own === 1 ? "move" : "moves"}`) && v.kind === "win", `puzzle ${n}: ${kind} vs ${JSON.stringify(v)}`);
      }
      await solvePuzzle(page);
      await page.waitForFunction((b) =>
        Number(document.querySelector('[data-testid="solved-count"]').dataset.solved) === b + 1, before);
      assertEq(await board(page).count(), 1, "the board keeps the page contract");
    }
    assertEq(await solvedCount(page), total, "every puzzle counted once");
  }],
  ["learn-mu: the value chart after a whole game agrees with takaro best", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=perfect&you=green`);
    await board(page).waitFor();
    assertEq(await page.getByTestId("value-chart").count(), 0, "no chart during a game without hints");
    await page.getByRole("button", { name: "Show hints" }).click();
    await page.getByTestId("value-chart").waitFor();
    await page.getByRole("button", { name: "Hide hints" }).click();
    const pick = rng(3);
    for (let guard = 0; guard < 200; guard++) {
      await page.waitForFunction(() => {
        const b = document.querySelector('[data-game="mu-torere"]');
        return b.dataset.outcome !== "ongoing" || b.dataset.position.startsWith("g");
      });
      if ((await outcome(page)) !== "ongoing") break;
      const pos = await position(page);
      const movable = await clickablePoints(page);
      await page.locator(`[data-point="${movable[pick(movable.length)]}"]`).click();
      await page.waitForFunction((pos) =>
        document.querySelector('[data-game="mu-torere"]').dataset.position !== pos, pos);
    }
    assert((await outcome(page)) !== "ongoing", "the game ended");
    await page.getByTestId("value-chart").waitFor();
    const marks = await page.locator("[data-testid=value-chart] [data-ply]").evaluateAll((els) => els.map((e) => ({
      ply: Number(e.dataset.ply), value: e.dataset.value, distance: e.dataset.distance ?? null, position: e.dataset.position,
    })));
    const record = (await page.getByTestId("moves").getAttribute("data-record")).split(" ");
    assertEq(marks.length, record.length + 1, "one mark a position, the start included");
    const seen = new Map();
    let comparable = true;
    let compared = 0;
    for (const [k, m] of marks.entries()) {
      assertEq(m.ply, k, "marks in order");
      seen.set(m.position, (seen.get(m.position) || 0) + 1);
      // The table knows no history: compare while no position has come twice.
      if ([...seen.values()].some((n) => n >= 2)) comparable = false;
      if (!comparable) continue;
      const want = chartValue(m.position);
      assertEq(m.value, want.value, `ply ${k} at ${m.position}: who wins`);
      assertEq(m.distance, want.distance === null ? null : String(want.distance), `ply ${k} at ${m.position}: distance`);
      compared++;
    }
    assert(compared >= 2, `compared ${compared} marks`);
    // Every move that made its player's result worse is named in words.
    const slips = await page.locator("[data-slip]").evaluateAll((els) => els.map((e) => [Number(e.dataset.slip), e.textContent]));
    for (const [k, text] of slips) {
      assert(text.startsWith(`move ${k}: `) && /(Green|White)'s move from (kāwai \d|the pūtahi)/.test(text), text);
      assert(marks[k].value !== marks[k - 1].value, `the slip at move ${k} changed who wins`);
    }
    const end = await outcome(page);
    if (end !== "draw") assert(slips.length >= 1, "a lost game has a slip by the loser");
  }],
  ["learn-mu: rule sets from the link and the settings, and the about page's table", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human&rules=free`);
    await board(page).waitFor();
    assertEq((await clickablePoints(page)).length, 4, "under free every Green counter may enter the pūtahi");
    await page.locator('[data-point="3"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.outcome === "g");
    assertEq(best("g/.ggggwwww", "free").kind + best("g/.ggggwwww", "free").plies, "win1", "takaro agrees");
    // The settings: adjacent-enemy.
    await page.getByLabel("Rule set").selectOption("adjacent-enemy");
    await page.getByRole("button", { name: "Start new game" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/.ggggwwww");
    assertEq(await clickablePoints(page), [1, 4], "adjacent-enemy: only counters beside White");
    await page.reload();
    await board(page).waitFor();
    assertEq(await page.getByLabel("Rule set").inputValue(), "free", "the link's rule set is kept on reload");
    await page.goto(`${base}?game=mu-torere&about=1`);
    await page.locator("table.rule-sets tbody tr").first().waitFor();
    const rows = await page.locator("table.rule-sets tbody tr").evaluateAll((els) => els.map((e) => [e.dataset.rules, e.cells[2].textContent]));
    assertEq(rows.map((r) => r[0]), ["standard", "free", "adjacent-enemy", "first-move", "first-two-turns"], "five rows");
    for (const [rules, start] of rows) {
      const line = takaro("mu-torere", "solve", "--rules", rules).split("\n")[0];
      // The solve counts plies; the page counts the winner's own moves.
      const moves = Math.ceil(Number(line.split(" ")[2]) / 2);
      const unit = moves === 1 ? "move" : "moves";
      const expected = line === "start draw" ? "a draw"
        : line.startsWith("start win") ? `Green wins in ${moves} ${unit}` : `White wins in ${moves} ${unit}`;
      assertEq(start, expected, `${rules}: the start's value`);
    }
  }],
  ["bundles: the first screen fetches no learning pages, the learning pages no game; links between them work", async (page, base) => {
    const wasm = [];
    // (The service worker fetches every file for offline play; only the page's own count.)
    page.on("request", (r) => { if (r.url().endsWith(".wasm") && !r.serviceWorker()) wasm.push(r.url().split("/").pop()); });
    await page.goto(`${base}?game=mu-torere`);
    await appReady(page);
    assert(wasm.length === 1 && /^app-[0-9a-f]+_bg\.wasm$/.test(wasm[0]), `the game loads the play bundle only: ${wasm}`);
    wasm.length = 0;
    await openMenu(page);
    await page.getByRole("link", { name: "About Mū tōrere" }).click();
    await page.waitForURL("**?game=mu-torere&about=1");
    await appReady(page);
    await page.locator("table.rule-sets").waitFor();
    assertEq(wasm, ["about_bg.wasm"], "the about page loads the about pages' bundle only (no lessons, trainer, analysis or print)");
    assert(new URL(page.url()).search === "?game=mu-torere&about=1", "the about page's address");
    wasm.length = 0;
    await page.getByRole("link", { name: "guided lessons" }).first().click();
    await page.waitForURL("**?learn=mu-torere");
    await appReady(page);
    await page.locator("[data-lesson]").waitFor();
    assertEq(wasm, ["learn_bg.wasm"], "a lesson loads the learning bundle only (no print pages)");
    wasm.length = 0;
    await page.goto(`${base}?print=mu-torere`);
    await appReady(page);
    await page.locator(".sheet").first().waitFor();
    assertEq(wasm, ["print_bg.wasm"], "a print page loads the print bundle only");
    await page.goBack();
    await page.locator("[data-lesson]").waitFor();
    await page.goBack();
    await page.locator("table.rule-sets").waitFor();
    await page.goBack();
    await board(page).waitFor();
    // An odd spelling the loader gives to the learning bundle opens the game's own
    // address, keeping the other settings (here: embedded, in te reo Māori).
    await page.goto(`${base}?game=mu-torere&puzzle=0&embed=1&lang=mi`);
    await board(page).waitFor();
    assertEq(new URL(page.url()).search, "?game=mu-torere&embed=1&lang=mi", "a puzzle number of 0 opens the game");
    assertEq(await page.locator(".site-header").count(), 0, "still embedded");
    // Links between pages keep the language, theme and embedding.
    await page.goto(`${base}?learn=mu-torere&lang=mi&theme=dark`);
    await page.locator("[data-lesson]").waitFor();
    const link = await page.locator('a[href*="lesson=2"]').first().getAttribute("href");
    assertEq(link, "?learn=mu-torere&lesson=2&lang=mi&theme=dark", "a lesson link keeps the settings");
  }],
];
