// A newcomer's game, second pass (issue 39): an old friend link never replaces or loses
// the player's own game (both games: the own game's saved record is compared after every
// action on the link), and the move lists read as one row a move with its number inside
// the row (bounding boxes, both games, several sizes); the Mū tōrere lessons and trainer
// name the points their words name.
import { assert, assertEq } from "./harness.mjs";

const SLOT = { "mu-torere": "papa-takaro.mu-torere.v1", kemu: "papa-takaro.kemu.v1" };
/** The attribute of the board that tells its game. */
const STATE = { "mu-torere": "data-position", kemu: "data-record" };
const FIRST_SIDE = { "mu-torere": "green", kemu: "matau" };

const board = (page, game) => page.locator(`[data-game="${game}"]`);
const stateOf = (page, game) => board(page, game).getAttribute(STATE[game]);
const saved = (page, game) => page.evaluate((key) => localStorage.getItem(key), SLOT[game]);
const targets = (page) => page.locator('[data-point][role="button"], [data-hollow][role="button"]');

/** Waits until the board of `game` shows `value`. */
async function shows(page, game, value) {
  await page.waitForFunction(([game, attr, value]) =>
    document.querySelector(`[data-game="${game}"]`)?.getAttribute(attr) === value, [game, STATE[game], value]);
}

/** Plays the first move the board offers; resolves to the board's new state. */
async function playAny(page, game) {
  const before = await stateOf(page, game);
  await targets(page).first().click();
  await page.waitForFunction(([game, attr, before]) =>
    document.querySelector(`[data-game="${game}"]`)?.getAttribute(attr) !== before, [game, STATE[game], before]);
  return stateOf(page, game);
}

/** The link this device shows to send. */
const linkToSend = (page) => page.locator("[data-friend-link]").getAttribute("href");

/** Sends `sender`'s move to `receiver` by its link; resolves to the link. */
async function send(sender, receiver, game) {
  const state = await playAny(sender, game);
  const href = await linkToSend(sender);
  await receiver.goto(href);
  await shows(receiver, game, state);
  return href;
}

async function oldFriendLink(page, base, ctx, game) {
  const friendDevice = await (await ctx.newContext()).newPage();
  // The player's own game at one screen, one move in: saved.
  await page.goto(`${base}?game=${game}&opponent=human`);
  await board(page, game).waitFor();
  const ownState = await playAny(page, game);
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, SLOT[game]);
  const own = await saved(page, game);
  const unchanged = async (after) => assertEq(await saved(page, game), own, `${game}: the own game's record after ${after}`);

  // A game by link with the friend's device; this device plays the first side.
  await page.goto(`${base}?game=${game}&friends=1`);
  await page.getByTestId("friend-start").waitFor();
  await page.getByRole("button", { name: "Play a friend by link" }).click();
  await page.waitForFunction((side) => document.querySelector("[data-seat]")?.dataset.seat === side, FIRST_SIDE[game]);
  await unchanged("starting a game with a friend");
  if ((await targets(page).count()) === 0) {
    // The friend moves first: they open the game's link, and send their move back.
    await friendDevice.goto(await linkToSend(page));
    await board(friendDevice, game).waitFor();
    await send(friendDevice, page, game);
  }
  await send(page, friendDevice, game);
  const older = await send(friendDevice, page, game);
  await unchanged("a friend's link that carries the game on");
  // One more move here: the link just received is now older than this device's game.
  const current = await playAny(page, game);
  const seat = await board(page, game).getAttribute("data-seat");

  await page.goto(older);
  const note = page.getByTestId("start-note");
  await note.waitFor();
  assert((await note.textContent()).includes("older"), `${game}: the link is said to be older: ${await note.textContent()}`);
  await unchanged("opening an older friend link");
  assertEq(await page.getByRole("button", { name: "Play from here" }).count(), 0, `${game}: no "Play from here" on a friend's link`);
  const view = page.getByTestId("friend-view");
  await view.waitFor();
  const status = await page.getByTestId("status").textContent();
  assert(!status.includes("Your turn") && status.includes("As this link left it"), `${game}: the turn line speaks of the link, not of a turn: ${status}`);
  assertEq(await board(page, game).getAttribute("data-seat"), seat, `${game}: the view is from this device's side`);
  // Stepping through the link's game changes nothing stored.
  await page.getByRole("button", { name: "◀ Back", exact: true }).click();
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await unchanged("stepping through the older link");
  // The board is a picture: a click on it plays nothing.
  assertEq(await targets(page).count(), 0, `${game}: nothing on the view's board to play`);
  await board(page, game).click({ position: { x: 10, y: 10 } });
  await unchanged("a tap on the view's board");

  // "Go to the current game with this friend" (by keyboard) opens the game as the device has it.
  await view.getByRole("link", { name: "Go to the current game with this friend" }).focus();
  await page.keyboard.press("Enter");
  await shows(page, game, current);
  assertEq(await board(page, game).getAttribute("data-seat"), seat, `${game}: the game with the friend, from this side`);
  assert(!page.url().includes("record="), `${game}: the address names the game only: ${page.url()}`);
  await unchanged("going to the current game with the friend");
  await page.reload();
  await shows(page, game, current);
  await unchanged("a reload of the game with the friend");

  // From the older link again, back to the own game (by touch-sized click on the link).
  await page.goto(older);
  await page.getByTestId("friend-view").waitFor();
  await page.getByTestId("friend-view").getByRole("link", { name: "Back to your own game" }).click();
  await shows(page, game, ownState);
  await unchanged("going back to the own game");
  assertEq(await board(page, game).getAttribute("data-seat"), null, `${game}: the own game has no friend`);

  // A friend's link this device does not know, with no side named: the own game opens, with a note.
  const stranger = "CCCCCCCCCCCCCCCCCCCCCC";
  const url = new URL(older);
  url.searchParams.set("friend", stranger);
  url.searchParams.delete("as");
  await page.goto(url.href);
  await page.getByTestId("start-note").waitFor();
  await shows(page, game, ownState);
  assertEq(await page.getByRole("button", { name: "Play from here" }).count(), 0, `${game}: no "Play from here" on an unknown friend's link`);
  await unchanged("an unknown friend's link");
  await friendDevice.context().close();
}

/** The rows of the move list, their numbers' and texts' boxes, and the panel's box. */
async function moveRows(page) {
  return page.evaluate(() => {
    const list = document.querySelector('[data-testid="moves"]');
    const box = (r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
    return {
      panel: box(document.querySelector(".panel").getBoundingClientRect()),
      rows: [...list.querySelectorAll(":scope > li")].map((li) => {
        const first = [...li.childNodes].find((n) => n.textContent.trim() !== "");
        const range = document.createRange();
        range.selectNodeContents(first);
        const before = getComputedStyle(li, "::before");
        return {
          row: box(li.getBoundingClientRect()),
          text: box(range.getClientRects()[0]),
          number: before.content,
          numberWidth: parseFloat(before.width),
        };
      }),
    };
  });
}

async function moveListReads(page, base, game) {
  for (const [width, height] of [[1366, 768], [1024, 768], [844, 390], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${base}?game=${game}&opponent=human`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${base}?game=${game}&opponent=human`);
    await board(page, game).waitFor();
    for (let k = 0; k < 12 && (await targets(page).count()) > 0; k++) await playAny(page, game);
    if (game === "kemu") await page.locator("summary", { hasText: "Moves" }).click();
    const list = page.getByTestId("moves");
    await list.locator("li").first().scrollIntoViewIfNeeded();
    const { panel, rows } = await moveRows(page);
    assert(rows.length >= 6, `${game} ${width}×${height}: several moves listed (${rows.length})`);
    rows.forEach((r, i) => {
      const where = `${game} ${width}×${height} move ${i + 1}`;
      assert(r.number.includes("counter(move)"), `${where}: the row has its number: ${r.number}`);
      assert(r.row.left >= panel.left - 0.5 && r.row.right <= panel.right + 0.5, `${where}: the row is inside the panel ${JSON.stringify(r.row)} ${JSON.stringify(panel)}`);
      assert(r.text.left >= r.row.left + r.numberWidth, `${where}: the move starts after its number, inside the row ${JSON.stringify(r)}`);
      assert(r.text.top >= r.row.top - 0.5 && r.text.bottom <= r.row.bottom + 0.5, `${where}: the move's first line is inside its row`);
      if (i > 0) {
        assert(r.row.top >= rows[i - 1].row.bottom - 0.5, `${where}: one row a move, below the one before ${JSON.stringify(r.row)} ${JSON.stringify(rows[i - 1].row)}`);
      }
    });
  }
}

/** Plays Moeraki Kemu against the computer by the first hollow offered until the game ends. */
async function playToTheEnd(page) {
  const kemu = board(page, "kemu");
  while ((await kemu.getAttribute("data-outcome")) === "ongoing") {
    // Wait for the person's turn (a hollow to tap) or the end.
    await page.waitForFunction(() =>
      document.querySelector('[data-hollow][role="button"]') || document.querySelector('[data-game="kemu"]').dataset.outcome !== "ongoing");
    if ((await kemu.getAttribute("data-outcome")) !== "ongoing") break;
    await playAny(page, "kemu");
  }
}

const inViewport = async (page, locator) => {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  return box && box.y >= 0 && box.x >= 0 && box.y + box.height <= height && box.x + box.width <= width;
};

export const newcomer2Tests = [
  ["newcomer 2: an older friend link of Mū tōrere never touches the own game, and leads to the current game with the friend", async (page, base, ctx) => {
    await oldFriendLink(page, base, ctx, "mu-torere");
  }],
  ["newcomer 2: an older friend link of Moeraki Kemu never touches the own game, and leads to the current game with the friend", async (page, base, ctx) => {
    await oldFriendLink(page, base, ctx, "kemu");
  }],
  ["newcomer 2: the Mū tōrere move list has one row a move, numbered inside the row, inside the panel", async (page, base) => {
    await moveListReads(page, base, "mu-torere");
  }],
  ["newcomer 2: the Moeraki Kemu move list has one row a move, numbered inside the row, inside the panel", async (page, base) => {
    await moveListReads(page, base, "kemu");
  }],
  ["newcomer 2: the friend's link is offered once there is something to send, and says so before (both games)", async (page, base) => {
    for (const [game, first, second] of [["mu-torere", "green", "white"], ["kemu", "matau", "manaia"]]) {
      for (const side of [first, second]) {
        await page.goto(`${base}?game=${game}&friends=1`);
        const start = page.getByTestId("friend-start");
        await start.waitFor();
        await start.locator("select").selectOption(side);
        await start.getByRole("button", { name: "Play a friend by link" }).click();
        await page.waitForFunction((side) => document.querySelector("[data-seat]")?.dataset.seat === side, side);
        const hint = await page.getByTestId("friend-hint").textContent();
        const mine = (await targets(page).count()) > 0;
        if (mine) {
          // This device begins: nothing to send yet.
          assertEq(await page.locator("[data-friend-link]").count(), 0, `${game} as ${side}: no link before the first move`);
          assertEq(await page.getByRole("button", { name: "Copy link" }).count(), 0, `${game} as ${side}: no Copy link before the first move`);
          assert(hint.includes("Make your move, then send the link"), `${game} as ${side}: ${hint}`);
          await playAny(page, game);
          await page.locator("[data-friend-link]").waitFor();
          assert((await page.getByTestId("friend-hint").textContent()).includes("it carries the game with your move"), `${game} as ${side}: the link after the move`);
        } else {
          // The friend begins: the link is what lets them.
          await page.locator("[data-friend-link]").waitFor();
          assert(hint.includes("they make the first move"), `${game} as ${side}: ${hint}`);
        }
      }
    }
  }],
  ["newcomer 2: after a Kemu game on a phone, the step shown heads the turn line, and Play again is beside the result with the same opponent and settings", async (page, base) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}?game=kemu&tier=beginner&match=1&opponent=easy`);
    await board(page, "kemu").waitFor();
    await playToTheEnd(page);
    const record = await stateOf(page, "kemu");
    const played = record.split(" ").length - 2;
    const status = page.getByTestId("status");
    // Stepping back: the turn line names the move shown, and the last move's line goes.
    await page.getByRole("button", { name: "◀ Back", exact: true }).click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="status"]').textContent === `Showing the position after move ${n - 1} of ${n}.`, played);
    assertEq(await page.locator(".recent").count(), 0, "the last move's line is not shown while stepping back");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    await page.waitForFunction((n) => document.querySelector('[data-testid="status"]').textContent === `Showing the position after move 0 of ${n}.`, played);
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="status"]').textContent.startsWith("Showing"));
    // Play again: beside the result, in view on the phone, by keyboard.
    const again = page.getByTestId("play-again");
    await again.waitFor();
    await status.scrollIntoViewIfNeeded();
    assert(await inViewport(page, again), "Play again is in view with the result");
    await again.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.outcome === "ongoing");
    const fresh = await stateOf(page, "kemu");
    assertEq(fresh.split(" ").slice(0, 1), record.split(" ").slice(0, 1), "the same tier");
    assertEq(await page.getByTestId("play-again").count(), 0, "no Play again during the game");
    // The same opponent: the computer answers the person's move.
    await page.waitForFunction(() => document.querySelector('[data-hollow][role="button"]'));
    const n = (await stateOf(page, "kemu")).split(" ").length;
    await playAny(page, "kemu");
    await page.waitForFunction((n) => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length >= n + 2, n);
  }],
  ["newcomer 2: Play again after a Mū tōrere game at one screen starts the same game again (te reo Māori)", async (page, base) => {
    await page.setViewportSize({ width: 844, height: 390 });
    await page.goto(`${base}?game=mu-torere&opponent=human&lang=mi`);
    await page.evaluate(() => localStorage.removeItem("papa-takaro.mu-torere.v1"));
    await page.goto(`${base}?game=mu-torere&opponent=human&lang=mi`);
    for (const from of [4, 5, 0, 4, 5, 6]) {
      const before = await stateOf(page, "mu-torere");
      await page.locator(`[data-point="${from}"]`).click();
      await page.waitForFunction((b) => document.querySelector('[data-game="mu-torere"]').dataset.position !== b, before);
    }
    assertEq(await board(page, "mu-torere").getAttribute("data-outcome"), "w", "White won");
    const again = page.getByTestId("play-again");
    assertEq(await again.textContent(), "Tākaro anō", "in te reo Māori");
    await again.click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "g/.ggggwwww");
    // Two people at one screen still: White's counters move on White's turn.
    await page.locator('[data-point="4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position.startsWith("w/"));
    assert((await page.locator('[data-point][role="button"]').count()) > 0, "White moves here too: no computer");
  }],
  ["newcomer 2: in the high-contrast theme a pressed toggle's text stands out from its background (both games)", async (page, base) => {
    // The relative luminance of a computed rgb() colour, and the contrast of two.
    const contrast = (a, b) => {
      const lum = (c) => {
        const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((v) => {
          const s = Number(v) / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    for (const [game, name] of [["kemu", "Hollow names"], ["mu-torere", "Point names"]]) {
      await page.goto(`${base}?game=${game}&opponent=human&theme=contrast`);
      const toggle = page.getByRole("button", { name, exact: true });
      await toggle.waitFor();
      if ((await toggle.getAttribute("aria-pressed")) !== "true") {
        await toggle.focus();
        await page.keyboard.press("Space");
      }
      await page.waitForFunction((name) => [...document.querySelectorAll("button")].find((b) => b.textContent === name)?.getAttribute("aria-pressed") === "true", name);
      const [color, background] = await toggle.evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]);
      assert(contrast(color, background) >= 7, `${game}: "${name}" pressed is ${color} on ${background}`);
    }
  }],
  ["newcomer 2: the Mū tōrere lessons and trap trainer name the board's points, as their words do (both languages)", async (page, base) => {
    for (const lang of ["en", "mi"]) {
      for (const address of ["?learn=mu-torere&lesson=1", "?game=mu-torere&puzzle=1"]) {
        await page.goto(`${base}${address}&lang=${lang}`);
        const names = page.locator('[data-game="mu-torere"] .point-names text');
        await names.first().waitFor();
        const texts = await names.allTextContents();
        assertEq(texts.length, 9, `${lang} ${address}: every point named`);
        assert(texts.every((t) => t.trim() !== ""), `${lang} ${address}: ${texts}`);
      }
    }
  }],
  ["newcomer 2: 'Play a friend on another device' brings its part into view with its heading focused (both games, phone and laptop)", async (page, base) => {
    for (const [width, height] of [[390, 844], [1366, 768]]) {
      await page.setViewportSize({ width, height });
      for (const game of ["mu-torere", "kemu"]) {
        await page.goto(`${base}?game=${game}`);
        await board(page, game).waitFor();
        await page.getByTestId("friend-start-link").click();
        const heading = page.locator('[data-testid="friend-start"][open] summary');
        await heading.waitFor();
        await page.waitForFunction(() => document.activeElement?.matches('[data-testid="friend-start"] summary'));
        assert(await inViewport(page, heading), `${game} at ${width}×${height}: the opened part is in view`);
      }
    }
  }],
  ["newcomer 2: a tap on a hollow the ball may not go to says where it may, in a Kemu game and lesson 2; a tap on the other side's counter in a Mū tōrere lesson says what to tap", async (page, base) => {
    await page.goto(`${base}?game=kemu&tier=beginner`);
    await page.evaluate(() => localStorage.removeItem("papa-takaro.kemu.v1"));
    await page.reload();
    await board(page, "kemu").waitFor();
    const before = await stateOf(page, "kemu");
    await page.locator('[data-hollow="c3"]').click();
    const alert = page.locator('.panel .message[role="alert"]');
    await alert.waitFor();
    assert((await alert.textContent()).includes("9 central hollows"), `the game says where the ball goes: ${await alert.textContent()}`);
    assertEq(await stateOf(page, "kemu"), before, "nothing is played");
    await page.goto(`${base}?learn=kemu&lesson=2`);
    await board(page, "kemu").waitFor();
    // Its first step is read; the second asks for the ball.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.locator('[data-hollow][role="button"]').first().waitFor();
    await page.locator('[data-hollow="c3"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]')?.textContent.includes("nine central hollows"));
    // Lesson 2's first step asks for a move.
    await page.goto(`${base}?learn=mu-torere&lesson=2`);
    await page.locator('[data-point][role="button"]').first().waitFor();
    const position = await stateOf(page, "mu-torere");
    const toMove = position[0] === "g" ? "green" : "white";
    const cells = position.split("/")[1];
    const theirs = [...cells].findIndex((c) => c !== "." && c !== position[0]);
    await page.locator(`[data-point="${theirs}"]`).click();
    await page.waitForFunction((side) => document.querySelector('[data-testid="explanation"]')?.textContent.includes(`ringed ${side} counters`), toMove);
    assertEq(await stateOf(page, "mu-torere"), position, "the lesson's board is unchanged");
  }],
];
