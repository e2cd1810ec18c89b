// The home page shows each game's board in its starting position (issue 28): pictures
// drawn at build time by the games' own board components (src/board_pictures.rs), with a
// text alternative in the page's language, standalone SVG files that show without the
// page's stylesheet.
import { parseFragment } from "parse5";
import { appReady, assert, assertEq } from "./harness.mjs";

/** The home page's pictures of the boards: [file, alt, drawn width] each. */
const pictures = (page) => page.locator(".card img.board-picture").evaluateAll((images) =>
  images.map((img) => [img.getAttribute("src"), img.alt, img.complete ? img.naturalWidth : 0]));

export const homeTests = [
  ["home: each game's board at the start, as a picture with a text alternative, in both languages", async (page, base) => {
    for (const [lang, mu, kemu] of [["en", "The Mū tōrere board at the start", "The Moeraki Kemu board at the start"],
      ["mi", "Te papa Mū tōrere i te tīmatanga", "Te papa Moeraki Kemu i te tīmatanga"]]) {
      await page.goto(`${base}?lang=${lang}`);
      await appReady(page);
      await page.waitForFunction(() => [...document.querySelectorAll(".card img.board-picture")].every((img) => img.complete));
      const shown = await pictures(page);
      assertEq(shown.map(([src]) => src), ["board-mu-torere.svg", "board-kemu.svg"], `${lang}: one picture a game`);
      assert(shown[0][1].startsWith(mu) && shown[1][1].startsWith(kemu), `${lang}: the text alternatives: ${JSON.stringify(shown)}`);
      assert(shown.every(([, , width]) => width > 0), `${lang}: both pictures are drawn: ${JSON.stringify(shown)}`);
      // In the game's own colours: kāwai 1's counter (at 0, -79 of the board's -125…125)
      // is Green's.
      const [r, g, b] = await page.evaluate(() => {
        const img = document.querySelector('img[src="board-mu-torere.svg"]');
        const canvas = document.createElement("canvas");
        canvas.width = canvas.height = 250;
        const context = canvas.getContext("2d");
        context.drawImage(img, 0, 0, 250, 250);
        return [...context.getImageData(125, 125 - 79, 1, 1).data];
      });
      assert(g > r + 40 && g > b + 20, `${lang}: kāwai 1's counter is green in the picture: rgb(${r}, ${g}, ${b})`);
    }
    // Each file is a standalone SVG of the board's starting position, drawn by its
    // component (its game attributes) and coloured without the page's stylesheet.
    for (const [file, attribute, value] of [["board-mu-torere.svg", "data-position", "g/.ggggwwww"], ["board-kemu.svg", "class", "board kemu-board"]]) {
      const response = await page.request.get(`${base}${file}`);
      assertEq(response.headers()["content-type"], "image/svg+xml", `${file}: served as SVG`);
      const text = await response.text();
      assert(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"'), `${file}: a standalone SVG file`);
      const root = parseFragment(text.slice(text.indexOf("<svg"))).childNodes[0];
      const attrs = Object.fromEntries(root.attrs.map((a) => [a.name, a.value]));
      assert(root.childNodes[0].nodeName === "style" && root.childNodes[0].childNodes[0].value.includes(":root{"), `${file}: carries its own style`);
      assertEq(attrs[attribute], value, `${file}: the board's ${attribute}`);
    }
  }],
  ["home: 'Teach a class' and 'Join a class' open the class rooms, in both languages", async (page, base) => {
    for (const [lang, teach, join] of [["en", "Teach a class", "Join a class"], ["mi", "Whakaakona he akomanga", "Hono atu ki tētahi akomanga"]]) {
      await page.goto(`${base}?lang=${lang}`);
      assertEq(await page.getByTestId("home-teach-class").textContent(), teach, `${lang}: teach`);
      await page.getByTestId("home-join-class").click();
      await page.getByTestId("class-join").waitFor();
      assertEq(await page.locator("#class-title").textContent(), join, `${lang}: the join page`);
      assert(new URL(page.url()).search.includes(`lang=${lang}`), `${lang}: the language is kept`);
    }
    // Each game's settings link to a class room of that game with its rules chosen.
    for (const [game, query, rules] of [["mu-torere", "rules=free", "free"], ["kemu", "tier=basic", "basic"]]) {
      await page.goto(`${base}?game=${game}&${query}`);
      const href = await page.getByTestId("teach-a-class").getAttribute("href");
      await page.goto(new URL(href, page.url()).href);
      await page.getByTestId("class-new").waitFor();
      assertEq(await page.getByTestId("class-game").inputValue(), game, `${game}: the game`);
      assertEq(await page.getByTestId("class-rules").inputValue(), rules, `${game}: its rules`);
    }
  }],
];
