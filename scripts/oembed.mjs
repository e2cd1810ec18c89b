// The oEmbed descriptions (https://oembed.com, type `rich`) of the addresses that have a
// first screen (an embedded screen's is its page's), written by scripts/first-screen.mjs beside them: `oembed-<screen>-<lang>.json`,
// each giving the `<iframe>` that embeds the address (as the embed builder writes it), its
// title, and a thumbnail (the board's picture, `board-<game>.svg`, which
// src/bin/first_screens.rs names from the registry of games). index.html names the
// home page's (`<link rel="alternate" type="application/json+oembed">`): a static site
// serves that one page for every address.
//
// The site's address: `PAPA_TAKARO_SITE` at build time (say `https://example.org/takaro/`);
// without it the addresses are relative to the site's folder, which serves a page in that
// folder (docs/hosting.md, "oEmbed").
import fs from "node:fs";
import path from "node:path";

/** The embedded frame's size in the descriptions: the builder's default. */
const WIDTH = 600;
const HEIGHT = 450;
/** The board pictures' size (their viewBox is square). */
const THUMBNAIL = 400;

const escape = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The site's folder, absolute when the build was told it, ending in `/`. */
export function siteFolder(env = process.env) {
  const site = env.PAPA_TAKARO_SITE;
  if (!site) return "./";
  const url = new URL(site);
  if (!/^https?:$/.test(url.protocol)) throw new Error(`oembed: PAPA_TAKARO_SITE must be an http(s) address, not ${site}`);
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/** An address's query (a first screen's: `?game=kemu`, or "") without `embed=1` and with `pairs` added. */
const withPairs = (query, pairs) => `?${[...query.replace(/^\?/, "").split("&").filter((p) => p && p !== "embed=1"), ...pairs].join("&")}`;

/** The oEmbed description of one first screen (`screen`: a line of src/bin/first_screens.rs). */
export function description(screen, site) {
  const lang = screen.lang === "en" ? [] : [`lang=${screen.lang}`];
  const src = `${site}${withPairs(screen.query, [...lang, "embed=1"])}`;
  const html = `<iframe src="${escape(src)}" title="${escape(screen.title)}" ` +
    `sandbox="allow-scripts allow-same-origin allow-downloads allow-popups allow-popups-to-escape-sandbox" allow="fullscreen" ` +
    `style="width: 100%; max-width: ${WIDTH}px; height: ${HEIGHT}px; border: 0"></iframe>`;
  return {
    version: "1.0",
    type: "rich",
    title: screen.title,
    provider_name: "Papa Tākaro",
    provider_url: site,
    html,
    width: WIDTH,
    height: HEIGHT,
    thumbnail_url: `${site}${screen.thumbnail}`,
    thumbnail_width: THUMBNAIL,
    thumbnail_height: THUMBNAIL,
  };
}

/** The file of a screen's description. */
export const fileOf = (name) => `oembed-${name}.json`;

/** Writes every screen's description (an embedded one's is its page's); returns what it wrote. */
export function writeOembeds(dir, screens, env = process.env) {
  const site = siteFolder(env);
  for (const screen of screens) {
    fs.writeFileSync(path.join(dir, fileOf(screen.name)), JSON.stringify(description(screen, site)));
  }
  return [`${screens.length} oEmbed descriptions (${site === "./" ? "addresses relative to the site's folder" : site})`];
}
