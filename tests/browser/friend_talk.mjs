// What friends send each other besides moves (issue 41), on two devices (two browser
// contexts, each with its own storage). By link: a resignation travels in the next link
// and ends the game on both devices, and a link claiming this device's own side resigned
// changes nothing (the question checked by axe, kept by Escape); a take-back asked and
// declined (by touch), asked again and accepted (by keyboard), the request's link opened
// again after it (an older link: the game kept), a forged acceptance of a draw never
// offered (nothing), a Mū tōrere draw offered and accepted, and a rematch with the sides
// swapped, each carried in the next link (`&talk=`). Live (through the loopback server
// and game service): a take-back declined (by touch, axe run on the request) and then
// accepted (by keyboard), a Mū tōrere draw agreed, a rematch with the sides swapped, and
// a resignation, each seen on both boards, and a watcher counted on both. A resignation
// and an agreed draw are the board's `data-outcome` on both devices, and a framing page
// hears the end (`window.parent` stood in for). Pages close before the server they use
// stops.
import { assert, assertEq } from "./harness.mjs";
import { builtServer, connected, playOne, position, shows } from "./live.mjs";
import { audit } from "./a11y.mjs";
import { startNats } from "../../scripts/nats-local.mjs";

const seatIs = (page, seat) => page.waitForFunction((s) =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.seat === s, seat, { timeout: 20000 });
const talk = (page) => page.getByTestId("talk");
const status = (page, text) => page.getByTestId("status").getByText(text, { exact: true }).waitFor({ timeout: 20000 });
const outcomeIs = (page, outcome) => page.waitForFunction((o) =>
  document.querySelector('[data-game="mu-torere"]')?.dataset.outcome === o, outcome, { timeout: 20000 });
const friendLink = (page) => page.locator("[data-friend-link]").getAttribute("href");

/** Stands in for a framing page: what the game posts to `window.parent` is kept in
 * `window.__posted` (the embedding API's messages, src/embed.rs). */
async function framed(page) {
  await page.addInitScript(() => {
    const posted = [];
    Object.defineProperty(window, "__posted", { value: posted });
    window.parent = { postMessage: (message) => posted.push(message) };
  });
}

/** Waits until the page has posted a message of `type` with `outcome`. */
const posted = (page, type, outcome) => page.waitForFunction(([type, outcome]) =>
  (window.__posted ?? []).some((m) => m.source === "papa-takaro" && m.type === type && m.outcome === outcome),
  [type, outcome], { timeout: 20000 });

/** Resigns on `page`: the button asks first, the question's Resign does it. */
async function resign(page) {
  await page.locator('[data-ask="friend-resign"]').click();
  await page.getByTestId("friend-resign-question").getByRole("button", { name: "Resign" }).click();
}

/** Starts a Mū tōrere game by link on `page`, this device playing Green. */
async function startGreen(page, base) {
  await page.goto(`${base}?game=mu-torere&friends=1`);
  const start = page.getByTestId("friend-start");
  await start.locator("select").first().selectOption("green");
  await start.getByRole("button", { name: "Play a friend by link" }).click();
  await seatIs(page, "green");
}

export const friendTalkTests = [
  ["friend talk by link: a resignation travels in the link and ends the game on both devices; a forged one changes nothing", async (page, base, ctx) => {
    const green = page;
    const white = await (await ctx.newContext()).newPage();
    await framed(green);
    await framed(white);
    try {
      await startGreen(green, base);
      const pos = await playOne(green, await position(green));
      const link = await green.locator("[data-friend-link]").getAttribute("href");
      assert(!/[?&]end=/.test(link), `a link with no resignation: ${link}`);

      // A link that says White resigned, opened on White's device: White did not.
      await white.goto(`${link}&end=resign-white`);
      await shows(white, pos);
      await seatIs(white, "white");
      assert(!(await white.getByTestId("status").textContent()).includes("resigned"), "the forged resignation changed nothing");
      await white.locator('[data-ask="friend-resign"]').waitFor();

      // The question asked, checked by axe; kept by Escape; then White resigns: its
      // turn line says so, and its link carries it to Green.
      await white.locator('[data-ask="friend-resign"]').click();
      await white.getByTestId("friend-resign-question").getByText("Resign this game? Green wins.").waitFor();
      await audit(white, "the resignation's question");
      await white.keyboard.press("Escape");
      await white.getByTestId("friend-resign-question").waitFor({ state: "hidden" });
      await resign(white);
      await status(white, "White resigned: Green wins.");
      // The board says who won, and a framing page hears the end.
      await outcomeIs(white, "g");
      await posted(white, "end", "g");
      const back = await white.locator("[data-friend-link]").getAttribute("href");
      assert(/[?&]as=green&/.test(back) && back.endsWith("&end=resign-white"), `the link carries the resignation: ${back}`);
      // No move after it.
      assertEq(await white.locator('[data-ask="friend-resign"]').count(), 0, "no second resignation");
      await green.goto(back);
      await status(green, "White resigned: Green wins.");
      assertEq(await position(green), pos, "the game as it was");
      await outcomeIs(green, "g");
      await posted(green, "ready", "g");
      // Kept on both devices.
      await green.reload();
      await status(green, "White resigned: Green wins.");
      await white.reload();
      await status(white, "White resigned: Green wins.");
      await outcomeIs(white, "g");
    } finally {
      await white.context().close();
    }
  }],

  ["friend talk by link: a take-back declined and accepted, a draw agreed, a rematch with the sides swapped, each in the next link", async (page, base, ctx) => {
    const green = page;
    const white = await (await ctx.newContext({ hasTouch: true })).newPage();
    await framed(green);
    await framed(white);
    try {
      await startGreen(green, base);
      const start = await position(green);
      const pos = await playOne(green, start);

      // Green asks to take its move back: the link carries the request.
      assertEq(await talk(green).getByRole("button", { name: "Offer a rematch" }).count(), 0, "no rematch while the game goes on");
      await talk(green).getByRole("button", { name: "Ask to take back your move" }).click();
      await talk(green).getByText("Waiting for your friend's answer.").waitFor();
      const asked = await friendLink(green);
      assert(/[?&]talk=offer-takeback(&|$)/.test(asked), `the link carries the request: ${asked}`);

      // White declines, by touch; its link carries the answer back.
      await white.goto(asked);
      await shows(white, pos);
      await seatIs(white, "white");
      await talk(white).getByText("Your friend asks to take back their last move.").waitFor();
      assertEq(await talk(white).getByRole("button", { name: "Ask to take back your move" }).count(), 0,
        "White made no move to take back");
      await talk(white).getByRole("button", { name: "Decline" }).tap();
      await talk(white).getByTestId("talk-offer").waitFor({ state: "detached" });
      await white.getByTestId("friend-hint").getByText("Send this link: it carries what you said to your friend.").waitFor();
      const declined = await friendLink(white);
      assert(/[?&]talk=decline-takeback(&|$)/.test(declined), `the link carries the answer: ${declined}`);
      assertEq(await position(white), pos, "declined: the move stays");
      await green.goto(declined);
      await shows(green, pos);
      await talk(green).getByText("Your friend declined.").waitFor();

      // Asked again and accepted, by keyboard: both boards are back at the start.
      await talk(green).getByRole("button", { name: "Ask to take back your move" }).click();
      const again = await friendLink(green);
      await white.goto(again);
      await talk(white).getByText("Your friend asks to take back their last move.").waitFor();
      await talk(white).getByRole("button", { name: "Accept" }).focus();
      await white.keyboard.press("Enter");
      await shows(white, start);
      const accepted = await friendLink(white);
      assert(/[?&]talk=accept-takeback(&|$)/.test(accepted), `the link carries the acceptance: ${accepted}`);
      // The request's link opened again: an older link, shown; the game kept at the start.
      await white.goto(again);
      await white.getByTestId("friend-view").waitFor();
      await white.getByTestId("friend-current").click();
      await shows(white, start);
      await green.goto(accepted);
      await shows(green, start);
      await outcomeIs(green, "ongoing");

      // Play on; a link accepting a draw nobody offered changes nothing.
      let now = await playOne(green, start);
      await white.goto(await friendLink(green));
      await shows(white, now);
      now = await playOne(white, now);
      const moved = await friendLink(white);
      await green.goto(`${moved}&talk=accept-draw`);
      await shows(green, now);
      await outcomeIs(green, "ongoing");
      assert(!(await green.getByTestId("status").textContent()).includes("Drawn"), "a forged acceptance ends nothing");

      // Green offers a draw; White accepts: drawn on both devices.
      await talk(green).getByRole("button", { name: "Offer a draw" }).click();
      await white.goto(await friendLink(green));
      await talk(white).getByText("Your friend offers a draw.").waitFor();
      await talk(white).getByRole("button", { name: "Accept" }).click();
      await status(white, "Drawn by agreement.");
      await outcomeIs(white, "draw");
      await posted(white, "end", "draw");
      const drawn = await friendLink(white);
      assert(/[?&]end=draw(&|$)/.test(drawn) && /[?&]talk=accept-draw(&|$)/.test(drawn), `the link carries the draw: ${drawn}`);
      await green.goto(drawn);
      await status(green, "Drawn by agreement.");
      await outcomeIs(green, "draw");
      await posted(green, "ready", "draw");
      // No move after it.
      const movable = green.locator('[data-point][role="button"]');
      if (await movable.count()) await movable.first().click();
      assertEq(await position(green), now, "no move once drawn");

      // Green offers a rematch; White accepts: the sides swap, and the link carries the
      // new game.
      await talk(green).getByRole("button", { name: "Offer a rematch" }).click();
      await white.goto(await friendLink(green));
      await talk(white).getByText("Your friend offers a rematch, with the sides swapped.").waitFor();
      await talk(white).getByRole("button", { name: "Accept" }).click();
      await seatIs(white, "green");
      await shows(white, start);
      await outcomeIs(white, "ongoing");
      const rematch = await friendLink(white);
      assert(/[?&]talk=accept-rematch(&|$)/.test(rematch) && /[?&]as=white(&|$)/.test(rematch), `the link carries the rematch: ${rematch}`);
      await green.goto(rematch);
      await seatIs(green, "white");
      await shows(green, start);
      await outcomeIs(green, "ongoing");
      // The new Green (White's device before) moves first, and its link reaches the other.
      now = await playOne(white, start);
      await green.goto(await friendLink(white));
      await shows(green, now);
      await seatIs(green, "white");
      // Kept across a reload on both.
      await white.reload();
      await seatIs(white, "green");
      await shows(white, now);
    } finally {
      await white.context().close();
    }
  }],

  ["friend talk live: a take-back declined and accepted, a draw agreed, a rematch with the sides swapped, a resignation, on both devices; a watcher counted", async (page, base, ctx) => {
    const server = builtServer();
    const nats = await startNats({ origins: [new URL(base).origin], wsPort: Number(new URL(server).port) });
    let white, watcher;
    try {
      const green = page;
      await framed(green);
      await green.goto(`${base}?game=mu-torere&friends=1`);
      await green.getByTestId("friend-start").locator("select").first().selectOption("green");
      await green.getByRole("button", { name: "Play a friend live" }).click();
      await connected(green);
      const invite = await green.locator("[data-friend-link]").getAttribute("href");
      white = await (await ctx.newContext({ hasTouch: true })).newPage();
      await framed(white);
      await white.goto(invite);
      await seatIs(white, "white");
      await connected(white);
      // A watcher arrives: both players are told, in words.
      const watchLink = await green.locator("[data-watch-link]").getAttribute("href");
      watcher = await (await ctx.newContext()).newPage();
      await watcher.goto(watchLink);
      await connected(watcher);
      for (const p of [green, white]) {
        await p.getByTestId("watchers").getByText("One person is watching this game.").waitFor({ timeout: 20000 });
      }
      assertEq(await talk(watcher).count(), 0, "a watcher has nothing to send");
      const start = await position(green);
      let pos = await playOne(green, start);
      await shows(white, pos);

      // Green asks to take its move back; White declines, by touch.
      assertEq(await talk(white).getByRole("button", { name: "Ask to take back your move" }).count(), 0,
        "White made no move to take back");
      await talk(green).getByRole("button", { name: "Ask to take back your move" }).click();
      await talk(green).getByText("Waiting for your friend's answer.").waitFor();
      await talk(white).getByText("Your friend asks to take back their last move.").waitFor();
      await audit(white, "a take-back asked, on the friend's device");
      await talk(white).getByRole("button", { name: "Decline" }).tap();
      await talk(green).getByTestId("talk-offer").waitFor({ state: "detached", timeout: 20000 });
      assertEq(await position(green), pos, "declined: the move stays");
      assertEq(await position(white), pos, "declined: the move stays");

      // Asked again and accepted, by keyboard: both boards are back at the start.
      await talk(green).getByRole("button", { name: "Ask to take back your move" }).click();
      const accept = talk(white).getByRole("button", { name: "Accept" });
      await accept.focus();
      await white.keyboard.press("Enter");
      await shows(green, start);
      await shows(white, start);

      // Play on; White offers a draw; Green accepts: the game ends drawn on both.
      pos = await playOne(green, start);
      await shows(white, pos);
      pos = await playOne(white, pos);
      await shows(green, pos);
      assertEq(await talk(white).getByRole("button", { name: "Offer a rematch" }).count(), 0, "no rematch while the game goes on");
      await talk(white).getByRole("button", { name: "Offer a draw" }).click();
      await talk(green).getByText("Your friend offers a draw.").waitFor();
      await talk(green).getByRole("button", { name: "Accept" }).click();
      for (const p of [green, white]) await status(p, "Drawn by agreement.");
      for (const p of [green, white]) {
        await outcomeIs(p, "draw");
        await posted(p, "end", "draw");
      }
      // No move after it: Green's click changes nothing.
      await green.locator('[data-point][role="button"]').first().click();
      assertEq(await position(green), pos, "no move once drawn");

      // Green offers a rematch; White accepts; the sides swap and the game starts again.
      await talk(green).getByRole("button", { name: "Offer a rematch" }).click();
      await talk(white).getByText("Your friend offers a rematch, with the sides swapped.").waitFor();
      await talk(white).getByRole("button", { name: "Accept" }).click();
      await seatIs(green, "white");
      await seatIs(white, "green");
      await shows(green, start);
      await shows(white, start);
      // The new Green (White's device before) moves first; then the new White resigns.
      pos = await playOne(white, start);
      await shows(green, pos);
      await resign(green);
      for (const p of [green, white, watcher]) await status(p, "White resigned: Green wins.");
      // (A watcher's board is drawn as a view, which shows no outcome.)
      for (const p of [green, white]) {
        await outcomeIs(p, "g");
        await posted(p, "end", "g");
      }
    } finally {
      await white?.context().close();
      await watcher?.context().close();
      await page.goto("about:blank");
      await nats.stop();
    }
  }],
];
