// Mū tōrere in the page: a whole game against the perfect computer, a friend game,
// keyboard play, undo, hints, and presets.
import { assert, assertEq, rng, takaro } from "./harness.mjs";

const board = (page) => page.locator('[data-game="mu-torere"]');
const position = (page) => board(page).getAttribute("data-position");
const outcome = (page) => board(page).getAttribute("data-outcome");
const status = (page) => page.getByTestId("status").textContent();

/** The position after moving the counter on `from` (the rules: it goes to the empty point). */
export function after(pos, from) {
  const [side, pts] = pos.split("/");
  const cells = pts.split("");
  const empty = cells.indexOf(".");
  cells[empty] = cells[from];
  cells[from] = ".";
  return (side === "g" ? "w" : "g") + "/" + cells.join("");
}

/** The table's value of a position for the player to move: {kind, plies}. */
function value(pos) {
  const out = takaro("mu-torere", "best", pos);
  if (out === "no-move loss") return { kind: "loss", plies: 0 };
  const [, , kind, plies] = out.split(" ");
  return { kind, plies: plies === undefined ? null : Number(plies) };
}
const rank = (v) => (v.kind === "win" ? 1000 - v.plies : v.kind === "draw" ? 0 : -1000 + v.plies);
const flip = (v) => v.kind === "win" ? { kind: "loss", plies: v.plies - 1 }
  : v.kind === "loss" ? { kind: "win", plies: v.plies + 1 } : v;

async function waitForTurn(page, you) {
  // Either the game is over, or it is your turn (the computer has answered).
  await page.waitForFunction((you) => {
    const b = document.querySelector('[data-game="mu-torere"]');
    return b && (b.dataset.outcome !== "ongoing" || b.dataset.position.startsWith(you));
  }, you, { timeout: 10000 });
}

async function playAgainstPerfect(page, base, you, seed) {
  await page.goto(`${base}?game=mu-torere&opponent=perfect&you=${you === "g" ? "green" : "white"}`);
  await board(page).waitFor();
  const pick = rng(seed);
  let humanMoves = 0;
  while (true) {
    await waitForTurn(page, you);
    let pos = await position(page);
    if ((await outcome(page)) !== "ongoing") break;
    assert((await status(page)).includes("Your turn"), "status says it is your turn");
    const movable = await page.locator('[data-point][role="button"]').evaluateAll(
      (els) => els.map((e) => Number(e.dataset.point)));
    assert(movable.length > 0, "an ongoing game shows movable counters");
    for (const p of movable) {
      const label = await page.locator(`[data-point="${p}"]`).getAttribute("aria-label");
      assert(label.endsWith("can move"), `accessible name of a movable counter: ${label}`);
    }
    const from = movable[pick(movable.length)];
    const expected = after(pos, from);
    const listed = async () => {
      const text = await page.getByTestId("moves").getAttribute("data-record");
      return text ? text.split(" ") : []; // no moves at the start
    };
    const earlier = (await listed()).length;
    await page.locator(`[data-point="${from}"]`).click();
    humanMoves++;
    // Wait until your move is listed, then until it is your turn again or the game is
    // over; the move list then says what happened: your move, and the reply if any.
    await page.waitForFunction((n) => {
      const text = document.querySelector('[data-testid="moves"]').dataset.record;
      return !!text && text.split(" ").length > n;
    }, earlier);
    await waitForTurn(page, you);
    const shown = await position(page);
    const played = await listed();
    assertEq(played[earlier], String(from), `your move from ${from} is listed`);
    if (played.length === earlier + 1) {
      assertEq(shown, expected, `after clicking ${from} at ${pos}`);
      assert((await outcome(page)) !== "ongoing", "the computer answers unless your move ended the game");
    } else {
      assertEq(played.length, earlier + 2, "one reply from the computer");
      const reply = Number(played[earlier + 1]);
      assertEq(shown, after(expected, reply), `the computer's move from ${reply} after ${expected}`);
      // The computer's move keeps its exact table value.
      const before = value(expected);
      const computerAfter = flip(value(shown));
      assertEq(rank(computerAfter), rank(before),
        `computer at ${expected} (${JSON.stringify(before)}) moved to ${shown} (${JSON.stringify(computerAfter)})`);
    }
    assert(humanMoves < 150, "the game ends");
  }
  const end = await outcome(page);
  const humanWon = end === you;
  assert(!humanWon, "the perfect computer never loses");
  const text = await status(page);
  if (end === "draw") assert(text.startsWith("Draw by repetition"), text);
  else assert(text.includes("blocked"), `a win says who is blocked: ${text}`);
  // The finished board offers no clickable counters.
  assertEq(await page.locator('[data-point][role="button"]').count(), 0, "no movable counters after the end");
  return { end, humanMoves };
}

export const muTests = [
  ["mu-torere: whole game as Green against the perfect computer", async (page, base) => {
    const r = await playAgainstPerfect(page, base, "g", 7);
    assert(r.humanMoves >= 1, "moves were played");
  }],
  ["mu-torere: whole game as White against the perfect computer", async (page, base) => {
    await playAgainstPerfect(page, base, "w", 11);
  }],
  ["mu-torere: friend at the same screen, keyboard, undo, hints", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await board(page).waitFor();
    assertEq(await position(page), "g/.ggggwwww", "start position");
    assertEq(await outcome(page), "ongoing", "outcome attribute");
    assertEq(await status(page), "Green to move.", "status names whose turn it is");
    // Only kāwai 1 and 4 may move first; points without a move are not buttons.
    const movable = await page.locator('[role="button"][data-point]').evaluateAll((els) => els.map((e) => e.dataset.point));
    assertEq(movable, ["1", "4"], "movable counters at the start");
    assertEq(await page.locator('[data-point="2"]').getAttribute("role"), "img", "kāwai 2 is not a button");
    // Keyboard: focus kāwai 4 and press Enter.
    await page.locator('[data-point="4"]').focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/gggg.wwww");
    assertEq(await status(page), "White to move.", "turn passes to White");
    assertEq(await page.getByTestId("moves").getAttribute("data-record"), "4", "the record");
    assertEq(await page.locator("[data-testid=moves] li").allTextContents(), ["kāwai 4 → pūtahi"], "the move list names the points");
    // Space works too; White 5 → 4.
    await page.locator('[data-point="5"]').focus();
    await page.keyboard.press(" ");
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/gggggw.www".replace("gggggw", "ggggw"));
    // Hints: one line per movable counter, in words.
    await page.getByRole("button", { name: "Show hints" }).click();
    const hints = await page.locator(".hints li").allTextContents();
    assert(hints.length > 0 && hints.every((h) => /wins|draws|loses/.test(h)), `hints: ${hints}`);
    // Undo takes back one move against a friend.
    await page.getByRole("button", { name: "Undo" }).click();
    assertEq(await position(page), "w/gggg.wwww", "undo");
    // Full screen for projecting, and back.
    await page.getByRole("button", { name: "Full screen" }).click();
    await page.waitForFunction(() => !!document.fullscreenElement);
    await page.getByRole("button", { name: "Leave full screen" }).click();
    await page.waitForFunction(() => !document.fullscreenElement);
    // New game: with moves played it asks first; keeping the game changes nothing.
    const start = page.getByRole("button", { name: "Start new game" });
    const question = page.getByTestId("new-game-question");
    await start.click();
    await question.waitFor();
    assert((await question.textContent()).includes("Undo cannot bring it back"), "the question says what is lost");
    await page.getByRole("button", { name: "Keep playing" }).click();
    await question.waitFor({ state: "hidden" });
    assertEq(await position(page), "w/gggg.wwww", "cancelling keeps the game");
    assertEq(await page.evaluate(() => document.activeElement.textContent), "Start new game", "focus back on the button");
    // By keyboard: Enter asks, Escape keeps the game; Enter, Tab and Enter start a new one.
    await page.keyboard.press("Enter");
    await question.waitFor();
    await page.keyboard.press("Tab");
    assertEq(await page.evaluate(() => document.activeElement.textContent), "Start anyway", "the next Tab reaches the answer");
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "hidden" });
    assertEq(await position(page), "w/gggg.wwww", "Escape keeps the game");
    await page.keyboard.press("Enter");
    await question.waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/.ggggwwww");
    // The turn line, which says what to do first, is in view and has focus (given once
    // the page has drawn the new game: src/ask_first.rs).
    await page.waitForFunction(() => document.activeElement?.dataset.testid === "status");
    assertEq(await page.evaluate(() => document.activeElement.dataset.testid), "status", "the turn line has focus");
    assert(await page.getByTestId("status").evaluate((e) => {
      const r = e.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    }), "the turn line is in view");
    // A new game without moves starts at once.
    await start.click();
    assert(!(await question.isVisible()), "no question without moves");
    assertEq(await position(page), "g/.ggggwwww", "new game");
  }],
  ["mu-torere: Start new game asks first in te reo Māori too", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=human&lang=mi`);
    await board(page).waitFor();
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/gggg.wwww");
    await page.getByRole("button", { name: "Tīmatahia he kēmu hou" }).click();
    const question = page.getByTestId("new-game-question");
    await question.waitFor();
    assert((await question.textContent()).includes("Ka ngaro te kēmu"), "the question in te reo Māori");
    await page.getByRole("button", { name: "Tākaro tonu" }).click();
    await question.waitFor({ state: "hidden" });
    assertEq(await position(page), "w/gggg.wwww", "cancelling keeps the game");
    await page.getByRole("button", { name: "Tīmatahia he kēmu hou" }).click();
    await page.getByRole("button", { name: "Tīmata tonu" }).click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/.ggggwwww");
  }],
  ["mu-torere: a tap on a counter that cannot move, the other side's counter or the empty pūtahi says why and what to tap, and changes nothing, in both languages", async (page, base) => {
    const said = {
      en: { 2: "That counter cannot move", 6: "tap one of the ringed green counters", 0: "tap one of the ringed green counters" },
      mi: { 2: "", 6: "kua porowhitatia", 0: "kua porowhitatia" },
    };
    for (const lang of ["en", "mi"]) {
      // A new game each time (the last one was saved).
      await page.goto(`${base}?game=mu-torere&opponent=human&lang=${lang}`);
      await page.evaluate(() => localStorage.removeItem("papa-takaro.mu-torere.v1"));
      await page.reload();
      await board(page).waitFor();
      const notice = page.locator('.panel .message[role="alert"]');
      assertEq(await notice.count(), 0, `${lang}: no message before`);
      // Kāwai 2 (Green's, boxed in by its own), kāwai 6 (White's, not Green's turn) and
      // the empty pūtahi.
      for (const point of ["2", "6", "0"]) {
        await page.locator(`[data-point="${point}"]`).click();
        await page.waitForFunction(([point, words]) => {
          const text = document.querySelector('.panel .message[role="alert"]')?.textContent ?? "";
          return text.length > 10 && text.includes(words) && document.querySelector(`[data-point="${point}"]`);
        }, [point, said[lang][point]]);
        assertEq(await position(page), "g/.ggggwwww", `${lang}: kāwai ${point}: the game is unchanged`);
      }
      // It is no button: keyboard users reach only the counters that move.
      assertEq(await page.locator('[data-point="2"]').getAttribute("role"), "img", "kāwai 2 is not a button");
      // A move clears the message.
      await page.locator('[data-point="4"]').click();
      await notice.waitFor({ state: "detached" });
    }
  }],
  ["mu-torere: undo against the computer takes back both moves; a reload keeps the game", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&opponent=medium&you=green`);
    await board(page).waitFor();
    await page.locator('[data-point="1"]').click();
    await waitForTurn(page, "g");
    assertEq((await page.getByTestId("moves").getAttribute("data-record")).split(" ").length, 2, "your move and the reply");
    const saved = await position(page);
    // Reloading the same link keeps the game.
    await page.reload();
    await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, saved);
    // So does opening the game without presets.
    await page.goto(`${base}?game=mu-torere`);
    await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, saved);
    await page.getByRole("button", { name: "Undo" }).click();
    assertEq(await position(page), "g/.ggggwwww", "undo returns to your turn at the start");
    // A corrupt save is ignored and leaves a working game.
    await page.evaluate(() => localStorage.setItem("papa-takaro.mu-torere.v1", "\"perfect|green|2 2 x\""));
    await page.goto(`${base}?game=mu-torere`);
    await board(page).waitFor();
    assertEq(await position(page), "g/.ggggwwww", "a bad save leaves a fresh game");
  }],
  ["mu-torere: about page has the te reo Māori terms and choices", async (page, base) => {
    await page.goto(`${base}?game=mu-torere&about=1`);
    const text = await page.locator("main").textContent();
    for (const word of ["pūtahi", "kāwai", "perepere", "Choices this version makes", "1,180", "Green moves first", "third time"]) {
      assert(text.includes(word), `about page mentions ${word}`);
    }
  }],
];

muTests.push(["offline: after one visit the game loads and plays without a network", async (page, base) => {
  await page.goto(`${base}?game=mu-torere&opponent=human`);
  await board(page).waitFor();
  // Wait until the service worker controls the page, then reload once so every file is cached.
  // `evaluate` awaits the promise (a waitForFunction returning a promise would pass at once).
  assert(await page.evaluate(() => navigator.serviceWorker.ready.then(() => true)), "the service worker is ready");
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await board(page).waitFor();
  await page.context().setOffline(true);
  await page.reload();
  await board(page).waitFor({ timeout: 10000 });
  await page.locator('[data-point="1"]').click();
  await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/g.gggwwww");
  await page.goto(`${base}?game=kemu&embed=1`);
  await page.locator('[data-game="kemu"]').waitFor({ timeout: 10000 });
  assertEq(await page.locator(".site-header").count(), 0, "embedded pages have no site header");
  await page.context().setOffline(false);
}]);

muTests.push(["mu-torere: a finished game can be stepped through by buttons and arrow keys", async (page, base) => {
  await page.goto(`${base}?game=mu-torere&opponent=human`);
  await board(page).waitFor();
  // Going round the same loop: the third time the start recurs, the game is drawn.
  const moves = "4 5 0 4 5 0 4 5 0 4 5 0".split(" ").map(Number);
  const positions = ["g/.ggggwwww"];
  for (const from of moves) {
    if ((await outcome(page)) !== "ongoing") break;
    await page.locator(`[data-point="${from}"]`).click();
    positions.push(after(positions[positions.length - 1], from));
    await page.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position === p,
      positions[positions.length - 1]);
  }
  const end = await outcome(page);
  assert(end !== "ongoing", "the game ended");
  assertEq(await page.locator("[data-testid=review]").count(), 1, "a finished game offers stepping");
  const played = positions.length - 1;
  const review = page.getByTestId("review");
  await review.getByRole("button", { name: "◀ Back" }).click();
  assertEq(await position(page), positions[played - 1], "one move back");
  assertEq(await outcome(page), "ongoing", "the earlier position is shown as it was");
  assertEq(await page.locator('[data-point][role="button"]').count(), 0, "no counter can be moved while reviewing");
  await review.getByRole("button", { name: "Forward ▶" }).focus();
  await page.keyboard.press("ArrowLeft");
  assertEq(await position(page), positions[played - 2], "ArrowLeft steps back");
  await page.keyboard.press("Home");
  assertEq(await position(page), positions[0], "Home shows the start");
  await page.keyboard.press("ArrowRight");
  assertEq(await position(page), positions[1], "ArrowRight steps forward");
  await review.getByRole("button", { name: "End", exact: true }).click();
  assertEq(await position(page), positions[played], "End shows the finished game");
  assertEq(await outcome(page), end, "with its result");
}]);
