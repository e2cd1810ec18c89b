// "Put it on your site" (issue 42): the builder's choices make the preview and the code;
// the element's code, pasted into a fresh page of another origin, shows the same game as
// the preview; Copy puts the code on the clipboard; a position the rules cannot read is
// refused with the reason and makes no code; both languages; linked from the footer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assert, assertEq, serve } from "./harness.mjs";

/** The preview frame, once it shows `selector`. */
async function preview(page, selector) {
  const frame = page.frameLocator('[data-testid="embed-preview"]');
  await frame.locator(selector).first().waitFor();
  return frame;
}

export const embedBuilderTests = [
  ["embed builder: a Kemu game in te reo Māori, previewed; the element's code pasted into another site's page shows the same game; Copy copies it", async (page, base, ctx) => {
    await ctx.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(base).origin });
    // Reached from the footer of the home page.
    await page.goto(base);
    await page.locator(".site-footer").getByRole("link", { name: "Put a game on your site" }).click();
    await page.getByRole("heading", { level: 1, name: "Put a game on your site" }).waitFor();
    assert(new URL(page.url()).searchParams.get("embed-builder") === "1", "the footer's link opens the builder");

    await page.getByRole("combobox", { name: /^Show/ }).selectOption({ label: "A game of Moeraki Kemu" });
    await page.getByRole("combobox", { name: /^Tier/ }).selectOption({ label: "Beginner" });
    await page.locator("#embed-lang").selectOption("mi");
    await page.getByRole("combobox", { name: /^Width/ }).selectOption("600");
    // Sound asked for, then left off again: the address carries it only while chosen.
    const sound = page.getByRole("combobox", { name: /^Sound/ });
    await sound.selectOption({ label: "On, after the visitor's first tap" });
    await page.waitForFunction(() => new URL(document.querySelector('[data-testid="embed-preview"]').src).searchParams.get("sound") === "1");
    assert((await page.getByTestId("embed-code-element").inputValue()).includes('sound="1"'), "the element asks for sound");
    await sound.selectOption("");
    const frame = await preview(page, '[data-game="kemu"][data-record="beginner a=matau"]');
    assertEq(await frame.locator("html").getAttribute("lang"), "mi", "the preview is in te reo Māori");
    const src = new URL(await page.getByTestId("embed-preview").getAttribute("src"));
    assertEq(Object.fromEntries(src.searchParams), { game: "kemu", tier: "beginner", match: "1", lang: "mi", embed: "1" }, "the preview's address");
    // The preview is as tall as its page says.
    await page.waitForFunction(() => {
      const f = document.querySelector('[data-testid="embed-preview"]');
      const body = f.contentDocument?.body;
      return body && Math.abs(f.getBoundingClientRect().height - Math.ceil(body.getBoundingClientRect().height)) <= 1;
    });

    // Both forms of the code name this site's folder and the same game.
    const element = await page.getByTestId("embed-code-element").inputValue();
    const iframe = await page.getByTestId("embed-code-iframe").inputValue();
    assert(element.startsWith(`<script src="${base}papa-takaro-embed.js" defer></script>`), `the script: ${element}`);
    assert(element.includes(`<papa-takaro site="${base}" game="kemu" tier="beginner" match="1" lang="mi"`), `the element: ${element}`);
    assert(iframe.includes(`src="${base}?game=kemu&amp;tier=beginner&amp;match=1&amp;lang=mi&amp;embed=1"`), `the iframe: ${iframe}`);

    // Copy: the clipboard holds the code, and the page says so.
    await page.getByRole("button", { name: "Copy" }).first().click();
    await page.locator("#embed-code-element-copied").filter({ hasText: "Copied" }).waitFor();
    assertEq(await page.evaluate(() => navigator.clipboard.readText()), element, "the element's code is on the clipboard");

    // Pasted into a fresh page of a site of its own (another origin): the same game.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pasted-"));
    fs.writeFileSync(path.join(folder, "index.html"),
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A marae's page</title><link rel="icon" href="data:,"></head><body><h1>Our games</h1>\n${element}\n</body></html>`);
    const site = await serve(folder);
    ctx.origins.push(new URL(site.base).origin);
    await page.goto(site.base);
    const hosted = await (await page.locator("papa-takaro iframe").elementHandle()).contentFrame();
    await hosted.locator('[data-game="kemu"][data-record="beginner a=matau"]').waitFor();
    assertEq(await hosted.locator("html").getAttribute("lang"), "mi", "the pasted game is in te reo Māori");
    assertEq(Object.fromEntries(new URL(hosted.url()).searchParams), Object.fromEntries(src.searchParams), "the same address as the preview");
    await page.close();
    site.close();
    fs.rmSync(folder, { recursive: true });
  }],

  ["embed builder: a position the rules cannot read is refused with the reason and keeps no code; a good one is previewed; lessons and puzzles are listed (both languages)", async (page, base) => {
    await page.goto(`${base}?embed-builder=1`);
    await page.getByRole("combobox", { name: /^Show/ }).selectOption({ label: "A Mū tōrere position to play on from" });
    const text = page.getByRole("textbox", { name: /^Position/ });
    await page.getByTestId("embed-error").filter({ hasText: "Type or paste it above" }).waitFor();
    await text.fill("g/gggggwwww");
    const error = page.getByTestId("embed-error");
    await error.filter({ hasText: "This is not a position the rules can read" }).waitFor();
    assertEq(await page.getByTestId("embed-code-element").count(), 0, "no code for a position that cannot be read");
    assertEq(await error.getAttribute("role"), "alert", "the refusal is announced");
    await text.fill("w/g.gggwwww");
    await preview(page, '[data-game="mu-torere"][data-position="w/g.gggwwww"]');
    assert((await page.getByTestId("embed-code-element").inputValue()).includes('position="w/g.gggwwww"'), "the element names the position");

    // A lesson: the list names each lesson; the preview opens that lesson.
    await page.getByRole("combobox", { name: /^Show/ }).selectOption({ label: "A Moeraki Kemu lesson" });
    const lessons = await page.getByRole("combobox", { name: /^Lesson/ }).locator("option").allTextContents();
    assert(lessons.length >= 3 && lessons[0].startsWith("1. "), `the lessons are listed: ${lessons}`);
    await page.getByRole("combobox", { name: /^Lesson/ }).selectOption("2");
    const lessonFrame = await preview(page, '[data-game="kemu"]');
    await lessonFrame.locator('[data-testid="instruction"]').waitFor();
    // A puzzle.
    await page.getByRole("combobox", { name: /^Show/ }).selectOption({ label: "A Mū tōrere trap puzzle" });
    await page.getByRole("combobox", { name: /^Puzzle/ }).selectOption("3");
    await preview(page, '[data-testid="solved-count"]');
    assertEq(new URL(await page.getByTestId("embed-preview").getAttribute("src")).search, "?game=mu-torere&puzzle=3&embed=1", "the puzzle's address");

    // In te reo Māori.
    await page.goto(`${base}?embed-builder=1&lang=mi`);
    await page.getByRole("heading", { level: 1, name: "Whakanohoia he kēmu ki tō pae" }).waitFor();
    await page.getByRole("button", { name: "Tāruatia" }).first().waitFor();
  }],
];
