// Sound and motion (issue 41): the sounds are heard in the Web Audio graph (AudioContext
// wrapped by an init script: a context made, a source started), never at the speakers;
// static/sound.js loads on the first gesture only; sound is off by default in projector
// view and in embedded games; reduced motion (the system's or the header's switch) leaves
// no animation after a move; with motion, the board shows the new position at once, while
// the counter still slides.
import { appReady, assert, assertEq, openMenu } from "./harness.mjs";

/** Counts the audio contexts made and the sources started, in `window.__audio`. */
const watchAudio = (context) => context.addInitScript(() => {
  window.__audio = { contexts: 0, started: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audio.contexts++;
    }
  };
  const start = AudioScheduledSourceNode.prototype.start;
  AudioScheduledSourceNode.prototype.start = function (...args) {
    window.__audio.started++;
    return start.apply(this, args);
  };
});

const audio = (page) => page.evaluate(() => window.__audio);
const soundLoaded = (page) => page.evaluate(() => performance.getEntriesByType("resource").some((e) => e.name.endsWith("/sound.js")));

/** A press on the page away from any control (the first gesture), then static/sound.js
 * running. */
async function firstGesture(page) {
  await page.mouse.click(2, 300);
  await page.waitForFunction(() => typeof window.papaTakaroSound === "function");
}

/**
 * Clicks a movable Mū tōrere counter; resolves, one frame later, to the position before
 * and after and the animations running then.
 */
const muMove = (page) => page.evaluate(async () => {
  const board = document.querySelector('[data-game="mu-torere"]');
  const before = board.dataset.position;
  board.querySelector(".point.movable").dispatchEvent(new MouseEvent("click", { bubbles: true }));
  await new Promise((r) => requestAnimationFrame(r));
  return { before, after: board.dataset.position, animations: document.getAnimations().map((a) => a.animationName ?? a.constructor.name) };
});

/** The sound switch in view: the header's (behind the menu below 1700 px), or in
 * projector view the settings'. */
async function soundSwitch(page) {
  if (await page.evaluate(() => document.documentElement.dataset.view === "projector")) {
    const more = page.locator("details.more");
    if (!(await more.evaluate((d) => d.open))) await more.locator("summary").click();
    return more.getByRole("checkbox", { name: "Sound" });
  }
  await openMenu(page);
  return page.locator(".site-header").getByRole("checkbox", { name: "Sound" });
}

export const soundMotionTests = [
  ["sound and motion: nothing loads or plays before the first gesture; a move is heard with sound on, not with it off", async (page, base) => {
    await watchAudio(page.context());
    // The computer (Green) moves first: before any gesture, no sound and no sound.js.
    await page.goto(`${base}?game=mu-torere&you=white`);
    await appReady(page);
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position !== "g/.ggggwwww");
    await page.waitForTimeout(300);
    assertEq(JSON.stringify(await audio(page)), JSON.stringify({ contexts: 0, started: 0 }), "no audio before a gesture");
    assert(!(await soundLoaded(page)), "sound.js is not fetched before a gesture");
    await firstGesture(page);
    assertEq((await audio(page)).started, 0, "a gesture alone plays nothing");
    // Sound is on by default here: the move starts sources.
    const { before, after } = await muMove(page);
    assert(before !== after, "the move was made");
    await page.waitForFunction(() => window.__audio.started > 0);
    assertEq((await audio(page)).contexts, 1, "one audio context");
    // The switch says so; turned off, it is remembered and the next moves are silent.
    const sound = await soundSwitch(page);
    assert(await sound.isChecked(), "the Sound switch is on by default");
    await sound.click();
    await page.waitForFunction(() => localStorage.getItem("papa-takaro.sound.v1") === "false"); // the choice is kept
    await page.keyboard.press("Escape");
    // Wait for the computer's reply, then move again: nothing more is started.
    await page.waitForFunction(() => document.querySelector(".point.movable"));
    await page.waitForTimeout(400); // the sounds already asked for have started
    const quietFrom = (await audio(page)).started;
    await muMove(page);
    await page.waitForTimeout(400);
    assertEq((await audio(page)).started, quietFrom, "no sound with sound off");
    await page.reload();
    await appReady(page);
    assert(!(await (await soundSwitch(page)).isChecked()), "off after a reload");
  }],
  ["sound and motion: the first gesture's own move is heard, though sound.js arrives after the move", async (page, base) => {
    await watchAudio(page.context());
    // sound.js is held back until the move has been made (as on a slow network).
    let release;
    const made = new Promise((resolve) => { release = resolve; });
    await page.route("**/sound.js", async (route) => {
      await made;
      await route.continue();
    });
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await appReady(page);
    const board = page.locator('[data-game="mu-torere"]');
    const before = await board.getAttribute("data-position");
    // The first gesture is the move itself: a press on a counter that can move.
    await board.locator(".point.movable").first().click();
    await page.waitForFunction((b) => document.querySelector('[data-game="mu-torere"]').dataset.position !== b, before);
    assert(await page.evaluate(() => typeof window.papaTakaroSound !== "function"), "sound.js had not run when the move was made");
    assertEq((await audio(page)).started, 0, "nothing heard yet");
    release();
    await page.waitForFunction(() => typeof window.papaTakaroSound === "function");
    await page.waitForFunction(() => window.__audio.started > 0);
  }],

  ["sound and motion: quiet by default in projector view and in an embedded game", async (page, base) => {
    await watchAudio(page.context());
    for (const query of ["?game=mu-torere&opponent=human&view=projector", "?game=mu-torere&opponent=human&embed=1"]) {
      await page.goto(`${base}${query}`);
      await appReady(page);
      await firstGesture(page);
      const { before, after } = await muMove(page);
      assert(before !== after, `${query}: the move was made`);
      await page.waitForTimeout(400);
      assertEq((await audio(page)).started, 0, `${query}: no sound by default`);
    }
    // An embedded game whose host asked for sound (the embed builder's "Sound: On") is heard.
    await page.goto(`${base}?game=mu-torere&opponent=human&embed=1&sound=1`);
    await appReady(page);
    await firstGesture(page);
    await muMove(page);
    await page.waitForFunction(() => window.__audio.started > 0);
    // The projector view has its own switch, off; turned on, a move is heard there.
    await page.goto(`${base}?game=mu-torere&opponent=human&view=projector`);
    await appReady(page);
    const sound = await soundSwitch(page);
    assert(!(await sound.isChecked()), "the projector view's Sound switch is off by default");
    await sound.click();
    await page.waitForFunction(() => typeof window.papaTakaroSound === "function");
    await muMove(page);
    await page.waitForFunction(() => window.__audio.started > 0);
  }],
  ["sound and motion: with motion the new position shows at once while the counter slides; reduced motion animates nothing", async (page, base, ctx) => {
    await page.goto(`${base}?game=mu-torere&opponent=human`);
    await appReady(page);
    await firstGesture(page);
    const moving = await muMove(page);
    assert(moving.before !== moving.after, "data-position is the new one a frame after the click");
    assert(moving.animations.includes("Animation"), `the counter slides (${moving.animations})`);
    // The system's reduced motion.
    const reduced = await ctx.newContext({ reducedMotion: "reduce" });
    const still = await reduced.newPage();
    for (const query of ["?game=mu-torere&opponent=human", "?game=kemu"]) {
      await still.goto(`${base}${query}`);
      await appReady(still);
      await firstGesture(still);
      if (query.includes("kemu")) {
        const record = await still.locator('[data-game="kemu"]').getAttribute("data-record");
        await still.locator(".hollow.clickable").first().click();
        await still.waitForFunction((r) => document.querySelector('[data-game="kemu"]').dataset.record !== r, record);
        assertEq((await still.evaluate(() => document.getAnimations().length)), 0, "Kemu: no animation under reduced motion");
      } else {
        const m = await muMove(still);
        assert(m.before !== m.after, "moved");
        assertEq(m.animations.length, 0, `Mū tōrere: no animation under reduced motion (${m.animations})`);
      }
    }
    // The header's switch, remembered.
    await openMenu(page);
    const reduce = page.locator(".site-header").getByRole("checkbox", { name: "Reduce motion" });
    assert(!(await reduce.isChecked()), "Reduce motion is off by default");
    await reduce.click();
    await page.waitForFunction(() => localStorage.getItem("papa-takaro.reduce-motion.v1") === "true"); // the choice is kept
    await page.keyboard.press("Escape");
    await page.reload();
    await appReady(page);
    await firstGesture(page);
    const m = await muMove(page);
    assert(m.before !== m.after, "moved");
    assertEq(m.animations.length, 0, `no animation with Reduce motion (${m.animations})`);
    await openMenu(page);
    assert(await reduce.isChecked(), "the switch shows the choice after a reload");
  }],
  ["sound and motion: a Kemu stone is heard and drops in; the board's record is new at once", async (page, base) => {
    await watchAudio(page.context());
    await page.goto(`${base}?game=kemu`);
    await appReady(page);
    await firstGesture(page);
    const result = await page.evaluate(async () => {
      const board = document.querySelector('[data-game="kemu"]');
      const before = board.dataset.record;
      const hollow = board.querySelector(".hollow.clickable");
      hollow.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      await new Promise((r) => requestAnimationFrame(r));
      return { before, after: board.dataset.record, hollow: hollow.dataset.hollow, animations: document.getAnimations().length };
    });
    assertEq(result.after, `${result.before} ${result.hollow}`, "the record has the stone at once");
    assert(result.animations > 0, "the stone drops in");
    await page.waitForFunction(() => window.__audio.started > 0);
  }],
];
