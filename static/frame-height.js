// Tells the page that frames this game how tall the page's content is, and its title,
// whenever either changes: `{ source: "papa-takaro", type: "height", height, title }`
// (CSS pixels; the page's title in its language), so that a host's `<papa-takaro>` element
// (static/papa-takaro-embed.js) keeps the frame as tall as what it shows, with no
// scrollbar inside it, and names the frame by what it shows. static/boot.js imports this
// only in a frame.
//
// The height is the body's own, not the frame's: it falls as well as grows. A game screen
// whose layout fills the frame (the board beside the panel) is exactly as tall as the
// frame, so it asks for nothing new; one that flows (the board over the panel, a lesson,
// an about page) asks for its whole length.
let said = { height: 0, title: "" };

function tell() {
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  const title = document.title;
  if (height === 0 || (height === said.height && title === said.title)) return;
  said = { height, title };
  parent.postMessage({ source: "papa-takaro", type: "height", height, title }, "*");
}

new ResizeObserver(tell).observe(document.body);
// The app sets the title as it draws a page (`document.title`: the <title>'s text).
new MutationObserver(tell).observe(document.head, { childList: true, subtree: true, characterData: true });
tell();
