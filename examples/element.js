// The example page's own script: the element's attributes from the page's address, and
// a log of the element's events (`window.events`, which the browser tests read).
const params = new URLSearchParams(location.search);
const game = document.getElementById("game");
if (params.has("src")) game.setAttribute("site", params.get("src"));
if ([...params.keys()].some((key) => key !== "src")) {
  for (const { name } of [...game.attributes]) if (name !== "id" && name !== "site") game.removeAttribute(name);
  for (const [key, value] of params) if (key !== "src") game.setAttribute(key, value);
}

window.events = [];
for (const type of ["ready", "move", "end"]) {
  document.addEventListener(`papa-takaro:${type}`, (event) => {
    window.events.push({ event: event.type, target: event.target.id, detail: event.detail });
    const item = document.createElement("li");
    item.textContent = `${type} · ${event.detail.game} · ${event.detail.outcome} · ${event.detail.state}`;
    document.getElementById("log").append(item);
  });
}
