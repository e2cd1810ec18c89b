// In a frame, the links of a Mū tōrere game's page to the site (the line under it and
// "Open on Papa Tākaro", marked `data-to-site="mu-torere"` by src/embed_credit.rs) carry
// the game on the board when they are followed, by any button or the context menu: once a
// move is on the board (its last move drawn), the board's position (`data-position`) with
// an empty record, the address of a shared game to play on from, so that a game begun in
// a frame that cannot store goes on at the site. The pairs are set, not added, so they
// replace a shared game's own; each time, they are set on the address the app wrote.
// static/boot.js imports this only in a frame.
const written = new WeakMap(); // link → [the address the app wrote, the one written over it]

function carry(event) {
  const link = event.target.closest?.('a[data-to-site="mu-torere"]');
  if (!link) return;
  const [appWrote, weWrote] = written.get(link) ?? [];
  const shown = link.getAttribute("href");
  const address = shown === weWrote ? appWrote : shown;
  const board = document.querySelector('[data-game="mu-torere"]');
  const moved = board?.querySelector(".last-move");
  let carried = address;
  if (moved) {
    const url = new URL(address, location.href);
    url.searchParams.set("record", "");
    url.searchParams.set("position", board.dataset.position);
    carried = url.href;
  }
  link.setAttribute("href", carried);
  written.set(link, [address, carried]);
}

for (const type of ["click", "auxclick", "contextmenu"]) document.addEventListener(type, carry, true);
