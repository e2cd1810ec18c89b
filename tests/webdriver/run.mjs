// Browser tests in Firefox (Debian's firefox-esr through geckodriver) and WebKit (the
// engine of Safari: WebKitGTK's MiniBrowser through WebKitWebDriver, under a display such
// as `xvfb-run`), over WebDriver (selenium-webdriver). Chromium keeps the full suite
// (tests/browser/); these cover what a new user meets in each engine: home, each game
// against a person and against the computer (a move and the reply), a lesson of each
// game, a print page, te reo Māori, one embedded game, the header at the 11 screen
// sizes, and no uncaught error, console error or CSP violation on any page
// (tests/webdriver/probe.js records them).
//
//   xvfb-run -a -s "-screen 0 2560x1600x24" node tests/webdriver/run.mjs   both engines
//   (a screen larger than the largest size tested, 1920×1080, with the window's frame)
//   ENGINES=firefox ONLY=kemu node tests/webdriver/run.mjs
//
// It serves a copy of the release build (dist/, from `RUSTC_BOOTSTRAP=1 trunk build --release`) with the
// probe added to index.html, through the Chromium suite's static server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import net from "node:net";
import { spawn } from "node:child_process";
import { Builder, By, Key, Origin } from "selenium-webdriver";
import { serve, root } from "../browser/harness.mjs";
import { SIZES } from "../browser/header.mjs";
import { startNats } from "../../scripts/nats-local.mjs";
import { liveClient } from "../live/client.mjs";

const MINIBROWSER = process.env.MINIBROWSER
  || ["4.1", "4.0", "6.0"].map((v) => `/usr/lib/x86_64-linux-gnu/webkit2gtk-${v}/MiniBrowser`).find((f) => fs.existsSync(f));

/** The engines: how to start each one's driver and what to ask it for. */
const ENGINES = {
  firefox: {
    driver: (port) => ["geckodriver", ["--port", String(port), "--log", "error"]],
    capabilities: {
      browserName: "firefox",
      "moz:firefoxOptions": {
        binary: process.env.FIREFOX || "/usr/bin/firefox-esr",
        args: ["-headless"],
        prefs: { "intl.accept_languages": "en", "datareporting.policy.dataSubmissionEnabled": false },
      },
    },
  },
  // Not run by ./test (Chromium has its own suite): for the screenshots in docs/.
  chromium: {
    driver: (port) => ["chromedriver", [`--port=${port}`]],
    capabilities: {
      browserName: "chrome",
      "goog:chromeOptions": { binary: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--hide-scrollbars"] },
    },
  },
  webkit: {
    driver: (port) => ["WebKitWebDriver", [`--port=${port}`]],
    capabilities: {
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
    },
  },
};

/** A free TCP port of 127.0.0.1. */
const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

/** Starts a WebDriver server and resolves once it answers `/status`. */
async function startDriver(engine) {
  const port = await freePort();
  const [cmd, args] = ENGINES[engine].driver(port);
  // The browsers' own chatter on stderr is not the page's: only the probe's record counts.
  const child = spawn(cmd, args, { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`${cmd} exited with ${child.exitCode}`);
    try { if ((await fetch(`${url}/status`)).ok) return { child, url }; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`${cmd} did not start`);
}

/** dist/ copied with tests/webdriver/probe.js loaded first by index.html. */
function probedDist() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "papa-takaro-webdriver-"));
  fs.cpSync(process.env.DIST || path.join(root, "dist"), dir, { recursive: true });
  const index = path.join(dir, "index.html");
  const html = fs.readFileSync(index, "utf8");
  const charset = /<meta charset="?utf-8"?>/i.exec(html);
  if (!charset) throw new Error("index.html has no <meta charset> to put the probe after");
  const at = charset.index + charset[0].length;
  fs.writeFileSync(index, `${html.slice(0, at)}<script src="webdriver-probe.js"></script>${html.slice(at)}`);
  fs.copyFileSync(path.join(root, "tests/webdriver/probe.js"), path.join(dir, "webdriver-probe.js"));
  // A page that frames the game at a given size (the header test's screens).
  fs.writeFileSync(path.join(dir, "webdriver-frame.html"),
    '<!doctype html><meta charset="utf-8"><body style="margin:0"><iframe style="border:0;display:block"></iframe>');
  return dir;
}

function assert(cond, message) {
  if (!cond) throw new Error("assertion failed: " + message);
}

/** The helpers every test uses, bound to one browser session. */
function helpers(driver) {
  const js = (fn, ...args) => driver.executeScript(`return (${fn}).apply(null, arguments)`, ...args);
  const until = async (fn, args = [], what = String(fn), timeout = 30000) => {
    const t0 = Date.now();
    for (;;) {
      const v = await js(fn, ...args).catch(() => undefined);
      if (v) return v;
      if (Date.now() - t0 > timeout) {
        // What the page showed then, to tell a slow start from a stuck one.
        const seen = await js(() => JSON.stringify({
          href: location.href, ready: document.readyState,
          firstScreen: !!document.querySelector("[data-first-screen]"),
          app: !!document.querySelector("body > .app:not([data-first-screen])"),
          crash: document.getElementById("crash")?.textContent ?? null,
        })).catch((e) => `unreadable: ${e.message}`);
        throw new Error(`timed out waiting for ${what} (${seen})`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  /** Opens an address and waits until the app has drawn it (the first screen has gone). */
  const open = async (url) => {
    await driver.get(url);
    await until(() => document.querySelector("main") && !document.querySelector("[data-first-screen]")
      && document.querySelector("header, main.embedded"), [], `the app at ${url}`);
  };
  /**
   * Clicks an element by a pointer action at its centre: geckodriver refuses a plain
   * element click on the boards' SVG <g> ("could not be scrolled into view") and
   * WebKitWebDriver calls it "not interactable"; the circle inside is under its mark.
   */
  const press = async (css) => {
    const el = await driver.findElement(By.css(css));
    const [x, y] = await js((e) => {
      e.scrollIntoView({ block: "center", inline: "center" });
      const r = e.getBoundingClientRect();
      return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    }, el);
    await driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).click().perform();
  };
  const attr = (css, name) => js((c, n) => document.querySelector(c)?.getAttribute(n), css, name);
  const problems = () => js(() => window.__problems || ["the probe did not run"]);
  return { js, until, open, press, attr, problems };
}

const MU = '[data-game="mu-torere"]';
const POINT_1 = '[data-point="1"][role="button"]';
const KEMU = '[data-game="kemu"]';
const notThinking = () => !document.querySelector('[data-testid="status"]').textContent.includes("thinking");

/** The tests: [name, async (h, base, host) => …]; each ends with no problem recorded. */
const TESTS = [
  ["home links to both games and shows their boards", async (h, base) => {
    await h.open(base);
    const play = await h.js(() => [...document.querySelectorAll("main .button.primary")].map((b) => b.textContent));
    assert(play.length === 2, `a Play button for each game: ${play}`);
    // The pictures of the boards (standalone SVG files) are drawn by this engine.
    await h.until(() => {
      const images = [...document.querySelectorAll("img.board-picture")];
      return images.length === 2 && images.every((img) => img.complete && img.naturalWidth > 0);
    }, [], "both boards' pictures drawn");
    await h.driver.findElement(By.css("main .button.primary")).click();
    await h.until((m) => document.querySelector(m), [MU], "Mū tōrere, opened from home");
  }],
  ["mu-torere: a person's move and the other person's reply", async (h, base) => {
    await h.open(`${base}?game=mu-torere&opponent=human`);
    assert((await h.attr(MU, "data-position")) === "g/.ggggwwww", "the start position");
    await h.press('[data-point="1"][role="button"]');
    await h.until((m) => document.querySelector(m).dataset.position === "w/g.gggwwww", [MU], "Green's move");
    const white = await h.js(() => document.querySelector('[data-point][role="button"]').dataset.point);
    await h.press(`[data-point="${white}"]`);
    await h.until((m) => document.querySelector(m).dataset.position.startsWith("g/"), [MU], "White's reply");
  }],
  ["mu-torere: a move against the computer and its reply", async (h, base) => {
    await h.open(`${base}?game=mu-torere&opponent=medium&you=green`);
    await h.press('[data-point="4"][role="button"]');
    await h.until((m) => document.querySelector(m).dataset.position.startsWith("w/"), [MU], "the move");
    await h.until((m) => document.querySelector(m).dataset.position.startsWith("g/"), [MU], "the computer's reply");
    await h.until(notThinking);
  }],
  ["kemu: a person's move and the other person's reply", async (h, base) => {
    await h.open(`${base}?game=kemu&tier=beginner&match=1&opponent=human`);
    assert((await h.attr(KEMU, "data-record")) === "beginner a=matau", "a fresh game");
    await h.press('[data-hollow="f6"]');
    await h.until((k) => document.querySelector(k).dataset.record === "beginner a=matau f6", [KEMU], "the ball");
    await h.press('[data-hollow="a3"]');
    await h.until((k) => document.querySelector(k).dataset.record === "beginner a=matau f6 a3", [KEMU], "the reply");
  }],
  ["kemu: a move against the computer (its worker) and its reply", async (h, base) => {
    await h.open(`${base}?game=kemu&tier=beginner&match=1&opponent=easy`);
    await h.press('[data-hollow="f6"]');
    await h.until((k) => document.querySelector(k).dataset.record.split(" ").length === 4, [KEMU], "the computer's reply");
    await h.until(notThinking);
  }],
  ["friend by link: a move's link opened on another device plays the other side", async (h, base) => {
    await h.open(`${base}?game=mu-torere&friends=1&lang=en`);
    const start = '[data-testid="friend-start"] button';
    await h.until((c) => document.querySelector(c), [start], "the friend part");
    await h.js((c) => [...document.querySelectorAll(c)].find((b) => b.textContent.includes("by link")).click(), start);
    await h.until((m) => document.querySelector(m)?.dataset.seat === "green", [MU], "a game as Green");
    await h.press('[data-point="4"][role="button"]');
    await h.until((m) => document.querySelector(m).dataset.position === "w/gggg.wwww", [MU], "Green's move");
    const link = await h.attr("[data-friend-link]", "href");
    // Another device: nothing stored.
    await h.js(() => localStorage.clear());
    await h.open(link);
    await h.until((m) => document.querySelector(m)?.dataset.seat === "white", [MU], "the friend plays White");
    assert((await h.attr(MU, "data-position")) === "w/gggg.wwww", "the friend sees the move");
    await h.press('[data-point="5"][role="button"]');
    await h.until((m) => document.querySelector(m).dataset.position.startsWith("g/"), [MU], "White's reply");
  }],
  ["class room: the console, a question answered by two students and the projector's answers", async (h, base) => {
    // The build names its live server's port (./test builds for ws://127.0.0.1:18222).
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: 18222 });
    const students = [liveClient(), liveClient()];
    try {
      await h.open(`${base}?class=new&game=mu-torere`);
      await h.until(() => document.querySelector('[data-testid="class-open"]'), [], "the form");
      await h.js(() => document.querySelector('[data-testid="class-open"]').click());
      const code = await h.until(() => document.querySelector("[data-class-code]")?.dataset.classCode, [], "the join code");
      // Two students on other devices (plain live clients over TCP).
      let room = null;
      for (const student of students) {
        room = (await student.api.classJoin(nats.urls[0], code)).room;
        await student.api.classOpen(nats.urls[0], room);
      }
      await h.until(() => document.querySelectorAll('[data-student][data-connection="connected"]').length === 2, [], "two students in the roster");
      // A trap trainer puzzle, asked of the class; each student answers with a legal move.
      await h.until(() => document.querySelector('[data-teach="ask-puzzle"]'), [], "Ask the class");
      await h.js(() => document.querySelector('[data-teach="ask-puzzle"]').click());
      for (const student of students) {
        const asked = await student.next((e) => e.type === "class" && e.state.question?.stage === "open", { seen: true, what: "the question" });
        let answered = false;
        for (let point = 0; point <= 8 && !answered; point++) {
          answered = await student.api.classAnswer(room, asked.state.question.number, String(point)).then(() => true, () => false);
        }
        assert(answered, "a legal move was taken");
      }
      await h.until(() => document.querySelector('[data-testid="class-answered"]')?.dataset.answered === "2", [], "two answers counted");
      await h.js(() => document.querySelector('[data-teach="show"]').click());
      await h.until(() => document.querySelectorAll("[data-class-answer][data-value]").length >= 1, [], "the answers, valued");
      // The console lists the answers while the question is open too: Reveal shows once
      // the service has closed answering.
      await h.until(() => document.querySelector('[data-testid="class-question-teacher"]')?.dataset.stage === "shown" && document.querySelector('[data-teach="reveal"]'), [], "answering closed");
      await h.js(() => document.querySelector('[data-teach="reveal"]').click());
      await h.until(() => document.querySelector('[data-testid="class-reveal"]')?.dataset.move, [], "the best move revealed");
      // The projector's link, in this engine: the answers with their counts.
      const projector = await h.attr('[data-testid="class-projector-link"]', "href");
      await h.open(new URL(projector, base).href);
      await h.until(() => [...document.querySelectorAll("[data-class-answer]")].reduce((n, a) => n + Number(a.dataset.count), 0) === 2, [], "the projector's counts");
      await h.open(base);
    } finally {
      for (const student of students) await student.shutdown();
      await nats.stop();
    }
  }],
  ["lessons: the first lesson of each game", async (h, base) => {
    for (const game of ["mu-torere", "kemu"]) {
      await h.open(`${base}?learn=${game}&lesson=1`);
      await h.until(() => document.querySelector('[data-testid="instruction"]')?.textContent.trim(), [], `${game}'s lesson`);
      await h.until((g) => document.querySelector(`[data-game="${g}"]`), [game], `${game}'s board`);
    }
  }],
  ["print: the Mū tōrere set", async (h, base) => {
    await h.open(`${base}?print=mu-torere`);
    await h.until(() => document.querySelectorAll("main svg").length > 0, [], "the printed board");
  }],
  ["te reo Māori: lang=mi", async (h, base) => {
    await h.open(`${base}?game=kemu&lang=mi`);
    await h.until(() => document.documentElement.lang === "mi", [], "lang=mi on <html>");
    const nav = await h.js(() => document.querySelector(".site-header nav").textContent);
    assert(nav.includes("Mō Moeraki Kemu"), `the header in te reo Māori: ${nav}`);
  }],
  ["embed: a framed game on another origin says ready and move", async (h, base, host) => {
    await h.driver.get(`${host}embed.html?src=${encodeURIComponent(base)}`);
    await h.until(() => (window.received || []).some((m) => m.type === "ready"), [], "the ready message");
    await h.driver.switchTo().frame(await h.driver.findElement(By.css("iframe#game")));
    // The first screen (drawn before the WebAssembly) has the board but not its buttons.
    await h.until((c) => document.querySelector(c) && !document.querySelector("[data-first-screen]"), [POINT_1], "the framed board's buttons");
    // A pointer action from the top page at the point's centre (WebKitWebDriver does
    // not deliver input inside a frame from another origin).
    const [x, y] = await h.js((c) => {
      const r = document.querySelector(c).getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    }, POINT_1);
    await h.driver.switchTo().defaultContent();
    const [fx, fy] = await h.js(() => {
      const f = document.querySelector("iframe#game");
      const r = f.getBoundingClientRect();
      return [r.left + f.clientLeft, r.top + f.clientTop];
    });
    await h.driver.actions({ async: true }).move({ x: Math.round(fx + x), y: Math.round(fy + y), origin: Origin.VIEWPORT }).click().perform();
    await h.driver.switchTo().frame(await h.driver.findElement(By.css("iframe#game")));
    await h.until((m) => document.querySelector(m).dataset.position === "w/g.gggwwww", [MU], "the framed move");
    const framed = await h.problems();
    await h.driver.switchTo().defaultContent();
    await h.until(() => window.received.some((m) => m.type === "move"), [], "the move message");
    assert(framed.length === 0, `no problem in the frame: ${framed.join("; ")}`);
    // The host page is not the game's (its errors are not checked): back to the game's.
    await h.open(base);
  }],
  ["papa-takaro element: a game, a puzzle, a lesson and a position from another origin under a strict policy, as tall as their pages, a move an event", async (h, base, host) => {
    await h.driver.get(`${host}element.html?src=${encodeURIComponent(base)}&game=mu-torere&opponent=human`);
    await h.until(() => (window.events || []).some((e) => e.event === "papa-takaro:ready"), [], "the ready event");
    const frameOf = () => h.js(() => document.querySelector("papa-takaro#game").shadowRoot.querySelector("iframe"));
    await h.driver.switchTo().frame(await frameOf());
    // The first screen (drawn before the WebAssembly) has the board but not its buttons.
    // The frame's storage may hold a game from an earlier test (the embed test's, same
    // host): any counter that can move is clicked, and the move is the board's next one.
    const MOVABLE = '[data-point][role="button"]';
    await h.until((c) => document.querySelector(c) && !document.querySelector("[data-first-screen]"), [MOVABLE], "the framed board's buttons");
    await h.until(() => Math.abs(innerHeight - Math.ceil(document.body.getBoundingClientRect().height)) <= 1
      && document.documentElement.scrollHeight <= innerHeight, [], "the frame as tall as its page");
    const [x, y, before] = await h.js((c, m) => {
      const r = document.querySelector(c).getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2, document.querySelector(m).dataset.position];
    }, MOVABLE, MU);
    const framed = await h.problems();
    await h.driver.switchTo().defaultContent();
    // A pointer action from the top page (see the embed test above).
    const [fx, fy] = await h.js(() => {
      const f = document.querySelector("papa-takaro#game").shadowRoot.querySelector("iframe");
      f.scrollIntoView({ block: "start" });
      const r = f.getBoundingClientRect();
      return [r.left + f.clientLeft, r.top + f.clientTop];
    });
    await h.driver.actions({ async: true }).move({ x: Math.round(fx + x), y: Math.round(fy + y), origin: Origin.VIEWPORT }).click().perform();
    const moved = await h.until(() => window.events.find((e) => e.event === "papa-takaro:move"), [], "the move event");
    await h.driver.switchTo().frame(await frameOf());
    const after = await h.js((m) => document.querySelector(m).dataset.position, MU);
    await h.driver.switchTo().defaultContent();
    assert(moved.detail.game === "mu-torere" && moved.detail.state === after && after !== before,
      `the move event's detail (${before} → ${after}): ${JSON.stringify(moved)}`);
    assert(framed.length === 0, `no problem in the frame: ${framed.join("; ")}`);
    // A puzzle, a lesson and a position, each in a frame as tall as its page.
    for (const [query, shown] of [
      ["game=mu-torere&puzzle=2", '[data-testid="solved-count"]'],
      ["learn=kemu&lesson=1", '.lesson [data-game="kemu"]'],
      ["game=mu-torere&position=w%2Fg.gggwwww", '[data-testid="shared-view"]'],
    ]) {
      await h.driver.get(`${host}element.html?src=${encodeURIComponent(base)}&${query}`);
      await h.until(() => document.querySelector("papa-takaro#game")?.shadowRoot?.querySelector("iframe"), [], "the element's frame");
      await h.driver.switchTo().frame(await frameOf());
      await h.until((c) => document.querySelector(c) && !document.querySelector("[data-first-screen]"), [shown], `${query}: the framed page`);
      await h.until(() => Math.abs(innerHeight - Math.ceil(document.body.getBoundingClientRect().height)) <= 1
        && document.documentElement.scrollHeight <= innerHeight, [], `${query}: the frame as tall as its page`);
      const problems = await h.problems();
      assert(problems.length === 0, `${query}: no problem in the frame: ${problems.join("; ")}`);
      await h.driver.switchTo().defaultContent();
    }
    await h.open(base);
  }],
  ["header: in a narrow window the menu opens under the header on every kind of page; Escape, a press outside and a link close it", async (h, base) => {
    const rect = await h.driver.manage().window().getRect();
    try {
      // As narrow as the engine's window goes (390 px asked; a frame is not used, so that
      // the keys and clicks go to the page itself).
      await viewport(h, 390, 844);
      const open = () => h.js(() => document.querySelector("#site-menu").matches(":popover-open"));
      // WebDriver's own element clicks: a pointer action at the button's place landed
      // elsewhere in WebKit's window at this size.
      const click = async (css) => (await h.driver.findElement(By.css(css))).click();
      const opened = async () => {
        await click(".menu-button");
        await h.until(() => document.querySelector("#site-menu").matches(":popover-open"), [], "the menu open");
      };
      // A game, the home page and an about page: three bundles, two kinds of header.
      for (const query of ["?game=mu-torere", "?", "?game=kemu&about=1"]) {
        await h.open(`${base}${query}`);
        await opened();
        const seen = await h.js(() => {
          const [menu, header] = ["#site-menu", ".site-header"].map((s) => document.querySelector(s).getBoundingClientRect());
          const links = [...document.querySelectorAll("#site-menu a, #site-menu select")].map((el) => el.getBoundingClientRect());
          return {
            width: innerWidth,
            gap: Math.abs(menu.top - header.bottom),
            left: menu.left,
            inside: links.every((r) => r.width > 0 && r.left >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5),
          };
        });
        assert(seen.width < 1700, `${query}: the window is narrow enough for the menu: ${seen.width}px`);
        assert(seen.gap <= 1 && Math.abs(seen.left) <= 1, `${query}: the menu opens just under the header, at its left: ${JSON.stringify(seen)}`);
        assert(seen.inside, `${query}: every link and the theme in the open menu are in view`);
        await h.driver.actions({ async: true }).sendKeys(Key.ESCAPE).perform();
        await h.until(() => !document.querySelector("#site-menu").matches(":popover-open"), [], `${query}: Escape closing the menu`);
      }
      await h.open(`${base}?game=mu-torere`);
      await opened();
      // A press on the header beside the menu (its middle: neither the button nor a link).
      await click(".site-header");
      await h.until(() => !document.querySelector("#site-menu").matches(":popover-open"), [], "a press outside closing the menu");
      await opened();
      // Home is drawn by the same bundle: the page changes in place, under the menu.
      await click('#site-menu a[href="?"]');
      await h.until(() => document.querySelector(".home"), [], "the home page, opened in place");
      assert(!(await open()), "a link followed in the menu closes it");
    } finally {
      await h.driver.manage().window().setRect(rect);
    }
  }],
  ["header: every control in view at the 11 sizes, both games, both languages", async (h, base) => {
    // Each size is a frame of that size (a window has a minimum width, wider than a
    // phone's): the page inside sees a viewport of exactly that size.
    await h.driver.manage().window().setRect({ width: 2200, height: 1400 });
    const problems = [];
    for (const query of ["?game=mu-torere", "?game=kemu"]) {
      for (const lang of ["en", "mi"]) {
        for (const [width, height] of SIZES) {
          await h.driver.get(`${base}webdriver-frame.html`);
          await h.js((src, w, hh) => {
            const f = document.querySelector("iframe");
            f.style.width = `${w}px`;
            f.style.height = `${hh}px`;
            f.src = src;
          }, `${base}${query}&lang=${lang}`, width, height);
          await h.driver.switchTo().frame(await h.driver.findElement(By.css("iframe")));
          // (A frame of WebKit's on a loaded 2-core machine once took over 30 s to start.)
          await h.until(() => document.querySelector(".site-header") && !document.querySelector("[data-first-screen]"), [], "the framed page", 60000);
          await h.js(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const seen = await h.js(() => {
            const vw = document.documentElement.clientWidth;
            const header = document.querySelector(".site-header");
            const panel = document.querySelector(".game-screen .panel");
            const out = [...header.querySelectorAll("a, button, select")].filter((el) => {
              const r = el.getBoundingClientRect();
              const shown = el.getClientRects().length > 0;
              return shown && (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5);
            }).map((el) => el.textContent.trim());
            // Hidden controls must be behind the menu button (itself hidden when all fits).
            const hidden = [...header.querySelectorAll("a, select")].filter((el) => el.getClientRects().length === 0);
            return {
              size: `${innerWidth}×${innerHeight}`, out,
              hiddenOutsideMenu: hidden.filter((el) => !el.closest("#site-menu")).length,
              menuButton: document.querySelector(".menu-button").getClientRects().length > 0,
              pageWide: document.documentElement.scrollWidth - vw,
              headerWide: header.scrollWidth - header.clientWidth,
              panelWide: panel ? panel.scrollWidth - panel.clientWidth : 0,
            };
          });
          const framed = await h.problems();
          await h.driver.switchTo().defaultContent();
          const where = `${query}&lang=${lang} at ${seen.size}`;
          if (seen.size !== `${width}×${height}`) problems.push(`${where}: the frame is not ${width}×${height}`);
          if (seen.out.length) problems.push(`${where}: out of view: ${seen.out.join(", ")}`);
          if (seen.hiddenOutsideMenu) problems.push(`${where}: hidden controls outside the menu`);
          for (const k of ["pageWide", "headerWide", "panelWide"]) if (seen[k] > 0.5) problems.push(`${where}: ${k} ${seen[k]}px`);
          if (framed.length) problems.push(`${where}: ${framed.join("; ")}`);
        }
      }
    }
    assert(problems.length === 0, problems.join("\n  "));
    await h.open(base);
  }],
];

/** Sets the viewport (not the window) to `width`×`height`. */
async function viewport(h, width, height) {
  await h.driver.manage().window().setRect({ width, height });
  // The window's outer size differs from the viewport by the engine's frame.
  const [iw, ih] = await h.js(() => [innerWidth, innerHeight]);
  await h.driver.manage().window().setRect({ width: 2 * width - iw, height: 2 * height - ih });
  await h.js(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

// `SCREENSHOTS=docs`: the home page and a game at 1366×768, as docs/<page>-<engine>.png.
if (process.env.SCREENSHOTS) {
  TESTS.push(["screenshots of the home page and a game at 1366×768", async (h, base) => {
    for (const [name, query] of [["home", ""], ["kemu", "?game=kemu&tier=beginner&match=1&opponent=human"]]) {
      await h.open(`${base}${query}`);
      if (name === "kemu") {
        for (const hollow of ["f6", "c3", "g7", "h4"]) {
          await h.press(`[data-hollow="${hollow}"]`);
          await h.until((k, n) => document.querySelector(k).dataset.record.split(" ").length === n, [KEMU, 3 + ["f6", "c3", "g7", "h4"].indexOf(hollow)]);
        }
      }
      await viewport(h, 1366, 768);
      await h.js(() => { scrollTo(0, 0); document.activeElement?.blur(); });
      const file = path.join(root, process.env.SCREENSHOTS, `${name}-${h.engine}.png`);
      fs.writeFileSync(file, await h.driver.takeScreenshot(), "base64");
    }
  }]);
}

/** Runs every test in one session of `engine` (a session takes long to start). */
/** The longest a test may run: one that never ends fails rather than holding CI for ever. */
const TEST_LIMIT_MS = 300000;

function withinLimit(running) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still running after ${TEST_LIMIT_MS / 1000} s`)), TEST_LIMIT_MS);
  });
  return Promise.race([running, limit]).finally(() => clearTimeout(timer));
}

/**
 * Opens the site once and waits until this build's offline service worker is active, so
 * its install, which writes every bundle into the cache, is over before the tests begin:
 * WebKit can hang a navigation made by automation while a service worker's cache writes
 * are in flight (microsoft/playwright#42273; the page stays blank, its loads never end).
 * A page's own navigations do not hang, so players are not affected.
 */
async function offlineInstalled(h, base) {
  await h.open(`${base}?`);
  const active = await h.driver.executeAsyncScript(`const done = arguments[arguments.length - 1];
    if (!navigator.serviceWorker) done("no service workers in this browser");
    else navigator.serviceWorker.ready.then((r) => done(r.active?.state ?? "none"), (e) => done(String(e)));`)
    .catch((e) => `not within the script time-out (${e.name})`);
  assert(active === "activated" || active === "activating", `the offline service worker installs: ${active}`);
}

async function runEngine(engine, base, host) {
  const { child, url } = await startDriver(engine);
  let failed = 0;
  const driver = await new Builder().usingServer(url).withCapabilities(ENGINES[engine].capabilities).build();
  try {
    await driver.manage().setTimeouts({ script: 30000, pageLoad: 30000 });
    const h = { ...helpers(driver), driver, engine };
    try {
      await offlineInstalled(h, base);
    } catch (e) {
      console.log(`FAIL ${engine}: before the tests: ${String(e.message || e).split("\n")[0]}`);
      return 1;
    }
    for (const [name, fn] of TESTS) {
      if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
      const t0 = Date.now();
      try {
        await driver.switchTo().defaultContent();
        await driver.manage().window().setRect({ width: 1280, height: 900 });
        await driver.get(`${base}?`);
        await h.js(() => localStorage.clear());
        await withinLimit(fn(h, base, host));
        const problems = await h.problems();
        assert(problems.length === 0, `no uncaught error, console error or CSP violation: ${problems.join("; ")}`);
        console.log(`ok   ${engine}: ${name} (${Date.now() - t0} ms)`);
      } catch (e) {
        failed++;
        console.log(`FAIL ${engine}: ${name}: ${String(e.message || e.name || e).split("\n").slice(0, 12).join("\n")}`);
        const shot = await driver.takeScreenshot().catch(() => null);
        if (shot) fs.writeFileSync(path.join(root, `test-results-${engine}-${name.replace(/\W+/g, "-")}.png`), shot, "base64");
      }
    }
  } finally {
    await driver.quit().catch(() => {});
    child.kill();
  }
  return failed;
}

const dir = probedDist();
const main = await serve(dir);
const host = await serve(path.join(root, "examples"));
const engines = (process.env.ENGINES || "firefox,webkit").split(",").filter(Boolean);
let failed = 0;
for (const engine of engines) {
  const t0 = Date.now();
  const f = await runEngine(engine, main.base, host.base);
  console.log(`${engine}: ${f ? `${f} test(s) failed` : "all tests passed"} (${Math.round((Date.now() - t0) / 1000)} s)`);
  failed += f;
}
main.close();
host.close();
fs.rmSync(dir, { recursive: true, force: true });
console.log(failed ? `${failed} WebDriver test(s) failed` : "all WebDriver tests passed");
process.exit(failed ? 1 : 0);
