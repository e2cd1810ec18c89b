// In a frame, the links of a game's page to the site (the line under it and "Open on
// Papa Tākaro", marked `data-to-site` by src/embed_credit.rs) carry the game in the frame
// when they are followed, by any button or the context menu, so that a game begun in a
// frame that cannot store goes on at the site, as a shared game to play on from. Once a
// move has been made, the link gets the game as the page itself shows it:
// - `data-to-site="position"` (Mū tōrere): the board's position (`data-position`, once
//   its last move is drawn) with an empty record;
// - `data-to-site="record"` (Moeraki Kemu): the record of the game's own link
//   (`.share input`, shown once the game has a move and stands alone).
// The pairs are set, not added, so they replace a shared game's own; each time, they are
// set on the address the app wrote. static/boot.js imports this only in a frame.
const written = new WeakMap(); // link → [the address the app wrote, the one written over it]

/** The pairs that carry the game on the page, by what the link is marked to carry. */
function carried(what) {
  if (what === "position") {
    const board = document.querySelector("[data-game][data-position]");
    return board?.querySelector(".last-move") ? { record: "", position: board.dataset.position } : null;
  }
  if (what !== "record") return null;
  const shared = document.querySelector(".share input")?.value;
  const record = shared && new URL(shared, location.href).searchParams.get("record");
  return record ? { record } : null;
}

function carry(event) {
  const link = event.target.closest?.("a[data-to-site]");
  if (!link) return;
  const [appWrote, weWrote] = written.get(link) ?? [];
  const shown = link.getAttribute("href");
  const address = shown === weWrote ? appWrote : shown;
  const pairs = carried(link.dataset.toSite);
  let href = address;
  if (pairs) {
    const url = new URL(address, location.href);
    for (const [key, value] of Object.entries(pairs)) url.searchParams.set(key, value);
    href = url.href;
  }
  link.setAttribute("href", href);
  written.set(link, [address, href]);
}

for (const type of ["click", "auxclick", "contextmenu"]) document.addEventListener(type, carry, true);
