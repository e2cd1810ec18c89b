// Playing a friend on another device by link: two browser contexts (two devices, each
// with its own storage) play a whole Mū tōrere game and a whole Moeraki Kemu game, each
// move's link copied from one to the other; the referee checks the end. Then what a link
// may not do: roll a game back, replace the player's own game, or carry an illegal move.
import { assert, assertEq, takaro } from "./harness.mjs";
import { after } from "./mu_torere.mjs";

const board = (page, game) => page.locator(`[data-game="${game}"]`);

/** Starts a game by link on `page`, this device playing `side`. */
async function startByLink(page, base, game, side) {
  await page.goto(`${base}?game=${game}&friends=1`);
  const start = page.getByTestId("friend-start");
  await start.waitFor();
  await start.locator("select").first().selectOption(side);
  // Each way of playing a friend is said in one line where it is offered.
  await start.getByText("By link: after each move you send your friend a link to the game.", { exact: false }).waitFor();
  await start.getByRole("button", { name: "Play a friend by link" }).click();
  await page.waitForFunction((side) => document.querySelector("[data-seat]")?.dataset.seat === side, side);
  assert(/[?&]friend=[A-Za-z0-9_-]{22}(&|$)/.test(page.url()), `the address names the game: ${page.url()}`);
}

/** The link the device shows to send (the whole address). */
async function linkToSend(page) {
  const href = await page.locator("[data-friend-link]").getAttribute("href");
  assert(href.startsWith("http"), `the link is a whole address: ${href}`);
  return href;
}

/** Opens the link on the friend's device and waits until its board shows `attr`=`value`. */
async function receive(page, href, game, attr, value) {
  await page.goto(href);
  await page.waitForFunction(([game, attr, value]) =>
    document.querySelector(`[data-game="${game}"]`)?.getAttribute(attr) === value, [game, attr, value]);
}

const friendsList = (page) => page.evaluate(() => localStorage.getItem("papa-takaro.friends.v1") ?? "");

export const friendsTests = [
  ["friend by link: two devices play Mū tōrere to the end, each move's link sent to the other", async (page, base, ctx) => {
    const green = page;
    const white = await (await ctx.newContext()).newPage();
    // The white device has its own game at one screen, which no link may replace.
    await white.goto(`${base}?game=mu-torere&opponent=human`);
    await board(white, "mu-torere").waitFor();
    await white.locator('[data-point="4"]').click();
    const own = await board(white, "mu-torere").getAttribute("data-position");

    await startByLink(green, base, "mu-torere", "green");
    const devices = { g: green, w: white };
    let firstLink = null;
    let pos = await board(green, "mu-torere").getAttribute("data-position");
    for (let moves = 0; moves < 80; moves++) {
      const mover = devices[pos[0]];
      const waiting = devices[pos[0] === "g" ? "w" : "g"];
      // Green plays the solved table's move, White the first counter that can move.
      let from;
      if (pos[0] === "g") {
        from = Number(takaro("mu-torere", "best", pos).split(" ")[1]);
      } else {
        from = Number(await mover.locator('[data-point][role="button"]').first().getAttribute("data-point"));
      }
      await mover.locator(`[data-point="${from}"]`).click();
      const next = after(pos, from);
      await mover.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]').dataset.position === p, next);
      assert((await mover.getByTestId("status").textContent()).includes("Waiting for your friend")
        || (await board(mover, "mu-torere").getAttribute("data-outcome")) !== "ongoing", "the mover waits for the friend");
      const href = await linkToSend(mover);
      firstLink ??= href;
      await receive(waiting, href, "mu-torere", "data-position", next);
      assertEq(await board(waiting, "mu-torere").getAttribute("data-seat"), pos[0] === "g" ? "white" : "green", "the receiver plays the other side");
      pos = next;
      if ((await board(waiting, "mu-torere").getAttribute("data-outcome")) !== "ongoing") break;
    }
    const outcome = await board(green, "mu-torere").getAttribute("data-outcome");
    assert(outcome !== "ongoing", "the game ended");
    assertEq(await board(white, "mu-torere").getAttribute("data-outcome"), outcome, "both devices show the end");
    if (outcome !== "draw") {
      assertEq(takaro("mu-torere", "best", pos), "no-move loss", `the referee: the side to move in ${pos} has lost`);
    }
    // The address names the game only, so a reload shows it as the device has it.
    assert(!white.url().includes("record="), `the link's game is in the list, not the address: ${white.url()}`);
    await white.reload();
    await white.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, pos);

    // An older link is shown as it was; the game on the device is unchanged.
    const listBefore = await friendsList(white);
    await white.goto(firstLink);
    await white.getByTestId("start-note").waitFor();
    assert((await white.getByTestId("start-note").textContent()).includes("older"), "the older link is said to be older");
    assertEq(await friendsList(white), listBefore, "the older link changed nothing stored");
    const id = new URL(firstLink).searchParams.get("friend");
    await white.goto(`${base}?game=mu-torere&friend=${id}`);
    await white.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, pos);
    // The own game at one screen is still there.
    await white.goto(`${base}?game=mu-torere`);
    await white.waitForFunction((p) => document.querySelector('[data-game="mu-torere"]')?.dataset.position === p, own);
    // The list of games with friends names it.
    await white.goto(`${base}?game=mu-torere&friends=1`);
    const list = white.getByTestId("friend-games");
    await list.waitFor();
    assert((await list.textContent()).includes("Against Green"), `the list names the friend's side: ${await list.textContent()}`);
  }],

  ["friend by link: an illegal or unreadable link changes nothing stored", async (page, base, ctx) => {
    await startByLink(page, base, "mu-torere", "green");
    const id = new URL(page.url()).searchParams.get("friend");
    const before = await friendsList(page);
    const stranger = "BBBBBBBBBBBBBBBBBBBBBB";
    for (const record of ["4+4", "9", "x"]) {
      await page.goto(`${base}?game=mu-torere&friend=${stranger}&as=white&record=${record}`);
      const note = page.getByTestId("start-note");
      await note.waitFor();
      assert((await note.textContent()).includes("could not be read"), `refused: ${await note.textContent()}`);
      assertEq(await friendsList(page), before, `nothing stored changed for record=${record}`);
    }
    // A link that moves for this device's side is not taken either.
    await page.goto(`${base}?game=mu-torere&friend=${id}&as=white&record=4+5`);
    await page.getByTestId("start-note").waitFor();
    assert((await page.getByTestId("start-note").textContent()).includes("from a different game"), "a move for this side is refused");
    assertEq(await friendsList(page), before, "nothing stored changed");
  }],

  ["friend by link: two devices play Moeraki Kemu to the end, checked by the referee", async (page, base, ctx) => {
    const matau = page;
    const manaia = await (await ctx.newContext()).newPage();
    await startByLink(matau, base, "kemu", "matau");
    // A random full game of the Beginner tier (player A is Matau here, so the sides are
    // swapped from the sample's; the moves are as legal).
    const moves = takaro("kemu", "sample", "--tier", "beginner", "--seed", "3").split(" ").slice(2);
    // The QR code of the link, drawn from the lazily loaded QR module.
    await matau.locator('[data-hollow="' + moves[0] + '"]').click();
    await matau.getByRole("button", { name: "QR code" }).click();
    await matau.getByTestId("qr").waitFor();
    assert(((await matau.getByTestId("qr").locator("path").getAttribute("d")) ?? "").length > 100, "the QR code has modules");
    let sender = matau;
    let receiver = manaia;
    for (const [k, mv] of moves.entries()) {
      if (k > 0) {
        const hollow = sender.locator(`[data-hollow="${mv}"]`);
        if ((await hollow.getAttribute("role")) !== "button") [sender, receiver] = [receiver, sender];
        await sender.locator(`[data-hollow="${mv}"]`).click();
      }
      await sender.waitForFunction((n) => document.querySelector('[data-game="kemu"]').dataset.record.split(" ").length >= n, k + 3);
      const rec = await board(sender, "kemu").getAttribute("data-record");
      assert(rec.endsWith(" " + mv), `the click placed ${mv}: ${rec}`);
      await receive(receiver, await linkToSend(sender), "kemu", "data-record", rec);
      [sender, receiver] = [receiver, sender];
      if ((await board(sender, "kemu").getAttribute("data-outcome")) !== "ongoing") break;
    }
    const rec = await board(matau, "kemu").getAttribute("data-record");
    assertEq(await board(manaia, "kemu").getAttribute("data-record"), rec, "both devices have the same game");
    const ref = JSON.parse(takaro("kemu", "replay", ...rec.split(" ")));
    assert(ref.outcome !== "ongoing", `the referee says the game is over: ${rec}`);
    const expected = ref.outcome === "drawn" ? "draw" : ref.winner;
    for (const device of [matau, manaia]) {
      assertEq(await board(device, "kemu").getAttribute("data-outcome"), expected, "the outcome agrees with the referee");
    }
    assertEq(await board(manaia, "kemu").getAttribute("data-seat"), "manaia", "the friend plays Manaia");
  }],
];

/** Plays `moves` by clicks, each sent by link to the other device; `first` moves first. */
async function playByLink(first, second, moves) {
  let [sender, receiver] = [first, second];
  for (const mv of moves) {
    await sender.locator(`[data-hollow="${mv}"]`).click();
    await sender.waitForFunction((mv) => document.querySelector('[data-game="kemu"]').dataset.record.endsWith(" " + mv), mv);
    const rec = await board(sender, "kemu").getAttribute("data-record");
    await receive(receiver, await linkToSend(sender), "kemu", "data-record", rec);
    [sender, receiver] = [receiver, sender];
  }
}

friendsTests.push(["friend by link: a Moeraki Kemu match of three wins, its second game started from the first's link", async (page, base, ctx) => {
  const matau = page;
  const manaia = await (await ctx.newContext()).newPage();
  await matau.goto(`${base}?game=kemu&tier=beginner&friends=1`);
  const start = matau.getByTestId("friend-start");
  await start.waitFor();
  await start.locator("select").first().selectOption("matau");
  // Live play is one game at a time: with a match chosen, it is off and says why.
  const live = start.getByRole("button", { name: "Play a friend live" });
  assert(await live.isEnabled(), "a single game may be played live");
  await start.getByTestId("friend-match").selectOption("3");
  assert(await live.isDisabled(), "a match is not played live");
  assertEq(await live.getAttribute("aria-describedby"), "live-single", "the reason beside it describes it");
  assert((await matau.locator("#live-single").textContent()).includes("one game at a time"), "the reason in words");
  await start.getByRole("button", { name: "Play a friend by link" }).click();
  await matau.waitForFunction(() => document.querySelector("[data-seat]")?.dataset.seat === "matau");
  // Game 1: Matau places the ball; Manaia takes the bottom edge row (Ara) and wins.
  await playByLink(matau, manaia, ["f6", "c1", "c11", "e1", "e11", "g1", "g11", "i1"]);
  for (const device of [matau, manaia]) {
    assertEq(await board(device, "kemu").getAttribute("data-outcome"), "manaia", "game 1 won by Manaia");
  }
  assert((await linkToSend(manaia)).includes("match=3"), "the link carries the match");
  // Game 2: the winner places the ball, then Matau takes the bottom row.
  await manaia.getByRole("button", { name: /Next game/ }).click();
  await manaia.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.outcome === "ongoing");
  await playByLink(manaia, matau, ["e5", "c1", "c11", "e1", "e11", "g1", "g11", "i1"]);
  const link = await linkToSend(matau);
  assert(link.includes("earlier="), `the link carries the earlier game: ${link}`);
  for (const device of [matau, manaia]) {
    assertEq(await board(device, "kemu").getAttribute("data-outcome"), "matau", "game 2 won by Matau");
    assert((await board(device, "kemu").getAttribute("data-record")).startsWith("beginner a=manaia prev=f6 e5"), "game 2 starts from game 1's ball");
    // The match's score on both devices: one win each, of three.
    await device.getByText("Matau 1/3").first().waitFor();
    await device.getByText("Manaia 1/3").first().waitFor();
  }
  // A forged link (the loser of game 1 as game 2's Player A) changes nothing.
  const before = await board(matau, "kemu").getAttribute("data-record");
  const forged = link.replace(/record=[^&]*/, "record=ek");
  await matau.goto(forged);
  await matau.waitForFunction(() => document.querySelector("[data-game]"));
  const id = new URL(link).searchParams.get("friend");
  await matau.goto(`${base}?game=kemu&friend=${id}`);
  await matau.waitForFunction((rec) => document.querySelector('[data-game="kemu"]')?.dataset.record === rec, before);
}]);
