// The header fits every screen, in both languages (issue 28): at each size people use,
// every link and control of the header is inside the viewport at once or after the one
// menu button (a popover's button, which says whether it is expanded; opened by
// keyboard, closed by Escape from inside it, which gives the focus back); the language switch
// never hides behind it; the header keeps its known height on the pages that play (the
// board-fit rule counts on it); and no page, header or game panel scrolls sideways.
import { assert, appReady, headerHeights, openMenu } from "./harness.mjs";

/** The screen sizes people use (as in screens.mjs). */
export const SIZES = [[1366, 768], [1280, 720], [1280, 800], [1536, 864], [1440, 900], [1024, 768],
  [1920, 1080], [390, 844], [360, 640], [844, 390], [768, 1024]];

/** Every kind of page with a header: home, both games, lessons, the trainer, the about
 * pages, the analysis page and the print pages. */
const PAGES = ["", "?game=mu-torere", "?game=kemu", "?learn=mu-torere", "?learn=kemu", "?game=mu-torere&puzzle=1",
  "?game=mu-torere&about=1", "?game=kemu&about=1", "?game=kemu&analyse=1", "?print=mu-torere", "?print=kemu-puzzles"];

/**
 * What the page shows now: the header's controls (hidden ones too), which of them are
 * fully inside the viewport, the widths that could scroll sideways, the header's height
 * and, on pages that play, the height the board-fit rule gives it (`--header-h`).
 */
const look = async (page) => ({ ...(await headerHeights(page)), ...(await page.evaluate(controlsAndWidths)) });

/** In the page: the header's controls and the widths that could scroll sideways. */
const controlsAndWidths = () => {
  const header = document.querySelector(".site-header");
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const controls = [...header.querySelectorAll("a, button, select")].map((el) => {
    const r = el.getBoundingClientRect();
    const shown = el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    return {
      name: (el.textContent || el.getAttribute("aria-label") || el.tagName).trim().slice(0, 30),
      shown,
      inside: shown && r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5,
      inMenu: !!el.closest("#site-menu"),
      menuButton: el.classList.contains("menu-button"),
      language: !!el.closest(".languages"),
    };
  });
  const panel = document.querySelector(".game-screen .panel");
  return {
    controls,
    pageWide: document.documentElement.scrollWidth - vw,
    headerWide: header.scrollWidth - header.clientWidth,
    panelWide: panel ? panel.scrollWidth - panel.clientWidth : 0,
    plays: !!document.querySelector(".game-screen"),
    // The menu's content is the button's popover (src/menu.rs).
    expanded: String(!!document.querySelector("#site-menu")?.matches(":popover-open")),
  };
};

/** The menu button's `expanded` state in Chromium's accessibility tree (DevTools protocol). */
async function expandedState(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.querySelector('.menu-button')" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
    return nodes[0]?.properties?.find((p) => p.name === "expanded")?.value.value;
  } finally {
    await cdp.detach();
  }
}

/** Two animation frames: the layout after a resize or a click. */
const settle = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

export const headerTests = [
  ["header: every control in view at 11 sizes, both languages, on every kind of page", async (page, base) => {
    const problems = [];
    for (const lang of ["en", "mi"]) {
      for (const query of PAGES) {
        const address = `${base}${query || "?"}${query ? "&" : ""}lang=${lang}`;
        await page.setViewportSize({ width: 1366, height: 768 });
        await page.goto(address);
        await appReady(page);
        await page.locator(".site-header").waitFor();
        for (const [width, height] of SIZES) {
          const where = `${query || "home"} (${lang}) at ${width}×${height}`;
          await page.setViewportSize({ width, height });
          await settle(page);
          const now = await look(page);
          // A print page previews its sheets at paper size (static/print.css), which may
          // be wider than a phone: only its header is checked here.
          const sheets = query.startsWith("?print");
          if (now.pageWide > 0.5 && !sheets) problems.push(`${where}: the page is ${now.pageWide}px wider than the viewport`);
          if (now.headerWide > 0.5) problems.push(`${where}: the header scrolls sideways by ${now.headerWide}px`);
          if (now.panelWide > 0.5) problems.push(`${where}: the panel scrolls sideways by ${now.panelWide}px`);
          if (now.plays && Math.abs(now.header - now.known) > 1) {
            problems.push(`${where}: the header is ${now.header}px high, not the known ${now.known}px`);
          }
          for (const c of now.controls.filter((c) => c.language && !c.inside)) {
            problems.push(`${where}: the language link "${c.name}" is not in view`);
          }
          // The menu button shows only when something is behind it.
          const hidden = now.controls.filter((c) => !c.inside && !(c.menuButton && !c.shown));
          if (hidden.length === 0) continue;
          // What is not in view must be behind the menu button, which shows all of it.
          const outside = hidden.filter((c) => !c.inMenu);
          if (outside.length) {
            problems.push(`${where}: out of view, not in the menu: ${outside.map((c) => c.name).join(", ")}`);
            continue;
          }
          const button = page.locator(".menu-button");
          if (!(await button.isVisible())) { problems.push(`${where}: hidden controls but no menu button`); continue; }
          if (now.expanded !== "false") problems.push(`${where}: the menu is open before its button is pressed`);
          // By keyboard: the button opens it, Escape closes it and the focus stays on it.
          await button.focus();
          await page.keyboard.press("Enter");
          await settle(page);
          const open = await look(page);
          if (open.expanded !== "true") problems.push(`${where}: Enter on the menu button did not open the menu`);
          const under = await page.evaluate(() => {
            const [menu, header] = ["#site-menu", ".site-header"].map((s) => document.querySelector(s).getBoundingClientRect());
            return Math.abs(menu.top - header.bottom);
          });
          if (under > 1) problems.push(`${where}: the open menu is ${under}px from the header's bottom edge`);
          const still = open.controls.filter((c) => !c.inside && !c.menuButton);
          if (still.length) problems.push(`${where}: out of view with the menu open: ${still.map((c) => c.name).join(", ")}`);
          if (open.pageWide > now.pageWide + 0.5) problems.push(`${where}: the open menu makes the page ${open.pageWide}px wider`);
          if (open.plays && Math.abs(open.header - open.known) > 1) problems.push(`${where}: the open menu changes the header's height`);
          // Escape from inside the menu gives the focus back to the button.
          await page.keyboard.press("Tab");
          const inside = await page.evaluate(() => !!document.activeElement?.closest("#site-menu"));
          if (!inside) problems.push(`${where}: Tab from the menu button does not go into the menu`);
          await page.keyboard.press("Escape");
          await settle(page);
          const closed = await look(page);
          const focused = await page.evaluate(() => document.activeElement?.classList.contains("menu-button"));
          if (closed.expanded !== "false" || !focused) {
            problems.push(`${where}: Escape left the menu ${closed.expanded === "false" ? "closed" : "open"}, the focus ${focused ? "on" : "off"} the button`);
          }
        }
      }
    }
    assert(problems.length === 0, `${problems.length} problem(s):\n  ${problems.slice(0, 60).join("\n  ")}`);
  }],
  ["header: a link followed in the menu closes it, and a press outside the header too", async (page, base) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}?game=mu-torere`);
    await appReady(page);
    const button = page.locator(".menu-button");
    await button.click();
    assert(await page.locator("#site-menu").isVisible(), "the menu shows");
    // Its button tells assistive technology whether it is expanded (the popover's
    // invoker): read from the browser's own accessibility tree.
    assert((await expandedState(page)) === true, "the accessibility tree has the button expanded");
    // Home is drawn by the same bundle: the page changes in place, under the menu.
    await page.locator("#site-menu").getByRole("link", { name: "Papa Tākaro", exact: true }).click();
    await page.locator(".home").waitFor();
    const open = () => page.locator("#site-menu").evaluate((menu) => menu.matches(":popover-open"));
    assert(!(await open()), "closed after the link");
    assert(!(await page.locator("#site-menu").isVisible()), "the menu is hidden after the link");
    await button.click();
    assert(await open(), "open again");
    await page.mouse.click(200, 700);
    await settle(page);
    assert(!(await open()), "a press outside the header closes it");
    assert((await expandedState(page)) === false, "the accessibility tree has the button collapsed");
  }],
];

/**
 * Opens the header's menu when its button shows (below 1700px wide), so that a test can
 * follow a page link or use the theme select in it.
 */
