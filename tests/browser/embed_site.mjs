// An embedded page's way to its site (issue 42): the line under every embedded page
// ("Papa Tākaro · Mū tōrere", a link to the site in a new tab); a frame that cannot store
// says so once and offers "Open on Papa Tākaro", the page on the site in a new tab
// (carrying the game played in the frame, of either game); and the oEmbed descriptions the build
// writes for the addresses with first screens (crates/build/src/oembed.rs), the home page's named
// by index.html, each working when pasted.
import { assert, assertEq, serve } from "./harness.mjs";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The host page (examples/element.html, another origin) framing `query` from the games. */
const hostPage = (ctx, query) => `${ctx.host}element.html?src=${encodeURIComponent(ctx.main)}&${query}`;

/** The element's frame, once `selector` is drawn in it. */
async function frameOf(page, selector) {
  const element = page.locator("papa-takaro#game iframe");
  await element.waitFor();
  const frame = await (await element.elementHandle()).contentFrame();
  await frame.locator(selector).first().waitFor();
  return frame;
}

/** The first screens' names and addresses, from the build's facts in index.html. */
async function firstScreens(page, base) {
  await page.goto(base);
  return page.evaluate(() => JSON.parse(document.getElementById("build-facts").textContent).firstScreens);
}

export const embedSiteTests = [
  ["embedded without storage: said once in the frame, and 'Open on Papa Tākaro' opens the site in a new tab with the Mū tōrere game played in the frame", async (page, _base, ctx) => {
    // The games' origin cannot store (a browser that blocks a frame's storage); the host can.
    await page.context().addInitScript((origin) => {
      if (location.origin !== origin) return;
      Object.defineProperty(window, "localStorage", { get() { throw new DOMException("The operation is insecure.", "SecurityError"); } });
    }, new URL(ctx.main).origin);
    await page.goto(hostPage(ctx, "game=mu-torere&opponent=human"));
    const frame = await frameOf(page, '[data-point="1"][role="button"]');
    const note = frame.getByTestId("storage-note");
    await note.waitFor();
    assert((await note.textContent()).includes("will not be saved"), "the note says the game is not kept here");
    // The credit line: what it is and where it comes from, opening in a new tab.
    const credit = frame.getByTestId("embed-credit").getByRole("link");
    assertEq(await credit.textContent(), "Papa Tākaro · Mū tōrere", "the credit line");
    assertEq(await credit.getAttribute("target"), "_blank", "the credit opens a new tab");

    await frame.locator('[data-point="1"]').click();
    await frame.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position === "w/g.gggwwww");
    assertEq(await note.count(), 1, "said once");
    const open = note.getByRole("link", { name: "Open on Papa Tākaro" });
    assertEq(await open.getAttribute("target"), "_blank", "it opens a new tab");
    const [site] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
    await site.getByTestId("shared-view").waitFor();
    const address = new URL(site.url());
    assertEq(address.origin, new URL(ctx.main).origin, "the site's own origin");
    assertEq([address.searchParams.get("game"), address.searchParams.get("opponent"), address.searchParams.get("embed")],
      ["mu-torere", "human", null], "the same page, not embedded");
    assertEq(await site.locator("main.embedded").count(), 0, "the site's page, with its header");
    assertEq(await site.locator('[data-game="mu-torere"]').getAttribute("data-position"), "w/g.gggwwww", "the game played in the frame");
    // Play from here: the game goes on there, white to move.
    await site.getByRole("button", { name: "Play from here" }).click();
    await site.locator('[data-point="8"][role="button"]').waitFor();
    await site.close();
    // The credit line carries it too, by keyboard.
    await credit.focus();
    const [again] = await Promise.all([page.context().waitForEvent("page"), credit.press("Enter")]);
    await again.getByTestId("shared-view").waitFor();
    assertEq(await again.locator('[data-game="mu-torere"]').getAttribute("data-position"), "w/g.gggwwww", "the credit line carries the game");
    await again.close();
    // White moves in the frame; the same link, now followed by the middle button, carries
    // the game as it stands, not as it stood when the link was first followed.
    await frame.locator('[data-point="8"][role="button"]').click();
    await frame.waitForFunction(() => document.querySelector('[data-game="mu-torere"]').dataset.position.startsWith("g/"));
    const now = await frame.locator('[data-game="mu-torere"]').getAttribute("data-position");
    const [later] = await Promise.all([page.context().waitForEvent("page"), credit.click({ button: "middle" })]);
    await later.getByTestId("shared-view").waitFor();
    assertEq(await later.locator('[data-game="mu-torere"]').getAttribute("data-position"), now, "the game as it stands");
    await later.close();
    // The frame's game is untouched.
    assertEq(await frame.locator('[data-game="mu-torere"]').getAttribute("data-position"), now, "the frame's game goes on");
  }],

  ["embedded Kemu: the credit line names the game in the frame's language, opens its page on the site, and carries a game begun in the frame", async (page, _base, ctx) => {
    await page.goto(hostPage(ctx, "game=kemu&tier=basic&match=1&opponent=human&lang=mi"));
    const frame = await frameOf(page, '[data-hollow="f6"]');
    const credit = frame.getByTestId("embed-credit").getByRole("link");
    assertEq(await credit.textContent(), "Papa Tākaro · Moeraki Kemu", "the credit line in te reo Māori");
    const [site] = await Promise.all([page.context().waitForEvent("page"), credit.click()]);
    await site.locator('[data-game="kemu"]').waitFor();
    const address = new URL(site.url());
    assertEq(Object.fromEntries(address.searchParams), { game: "kemu", tier: "basic", match: "1", opponent: "human", lang: "mi" }, "the same page, not embedded");
    assertEq(await site.evaluate(() => document.documentElement.lang), "mi", "in te reo Māori");
    await site.close();
    // Two moves in the frame: the link now carries the game, by its own link's record.
    const board = frame.locator('[data-game="kemu"]');
    await frame.locator('[data-hollow="f6"]').click();
    await frame.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau f6");
    await frame.locator('[data-hollow="a3"]').click();
    await frame.waitForFunction(() => document.querySelector('[data-game="kemu"]').dataset.record === "basic a=matau f6 a3");
    const played = await board.getAttribute("data-record");
    const [carried] = await Promise.all([page.context().waitForEvent("page"), credit.click()]);
    await carried.getByTestId("shared-view").waitFor();
    const to = new URL(carried.url());
    assertEq([to.searchParams.get("game"), to.searchParams.get("tier"), to.searchParams.get("lang"), to.searchParams.get("embed")],
      ["kemu", "basic", "mi", null], "the same page, not embedded");
    assert(to.searchParams.get("record"), "with the game's record");
    assertEq(await carried.locator('[data-game="kemu"]').getAttribute("data-record"), played, "the game played in the frame");
    await carried.close();
    assertEq(await board.getAttribute("data-record"), played, "the frame's game goes on");
  }],

  ["oEmbed: every first screen's description is rich JSON, index.html names the home page's, and one's html pasted into a page shows the game", async (page, base, ctx) => {
    const screens = await firstScreens(page, base);
    assert(screens.length >= 10, `the first screens: ${screens.length}`);
    const described = [];
    for (const screen of screens) {
      for (const lang of ["en", "mi"]) {
        const file = `oembed-${screen.name}-${lang}.json`;
        const response = await page.request.get(`${base}${file}`);
        assert(response.ok(), `${file}: ${response.status()}`);
        const json = JSON.parse(await response.text());
        for (const key of ["html", "title", "provider_name"]) assert(typeof json[key] === "string" && json[key], `${file}: ${key}`);
        assertEq(json.type, "rich", `${file}: type`);
        assertEq(json.version, "1.0", `${file}: version`);
        assert(Number.isInteger(json.width) && Number.isInteger(json.height), `${file}: width and height`);
        const thumbnail = await page.request.get(new URL(json.thumbnail_url, base).href);
        assert(thumbnail.ok() && (await thumbnail.text()).includes("<svg xmlns"), `${file}: its thumbnail`);
        described.push({ screen, lang, json });
      }
    }
    // index.html names the home page's (a static site serves one page for every address).
    await page.goto(base);
    const named = await page.evaluate(() => document.querySelector('link[rel="alternate"][type="application/json+oembed"]')?.getAttribute("href"));
    assertEq(named, "oembed-home-en.json", "index.html names the home page's");

    // Pasted into a page on another origin, with the site's address (what the build
    // writes when told it, PAPA_TAKARO_SITE): the embedded game is shown.
    const { json } = described.find((d) => d.screen.name === "kemu-basic" && d.lang === "mi");
    const html = json.html.replace('src="./', `src="${base}`);
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "oembed-"));
    fs.writeFileSync(path.join(folder, "index.html"), `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A post</title><link rel="icon" href="data:,"></head><body><h1>A post</h1>\n${html}\n</body></html>`);
    const host = await serve(folder);
    ctx.origins.push(new URL(host.base).origin);
    try {
      await page.goto(host.base);
      const frame = await (await page.locator("iframe").elementHandle()).contentFrame();
      await frame.locator('[data-game="kemu"]').waitFor();
      assertEq(await frame.evaluate(() => document.documentElement.lang), "mi", "in te reo Māori");
      assert(new URL(frame.url()).searchParams.get("embed") === "1", "embedded");
      assert((await frame.locator('[data-game="kemu"]').getAttribute("data-record")).startsWith("basic "), "a Basic game");
    } finally {
      await page.goto("about:blank");
      host.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }],
];
