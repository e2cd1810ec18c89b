// Tells the page that frames this game how tall the page's content is, whenever that
// changes: `{ source: "papa-takaro", type: "height", height }` (CSS pixels), so that a
// host's `<papa-takaro>` element (static/papa-takaro-embed.js) keeps the frame as tall as
// what it shows, with no scrollbar inside it. static/boot.js imports this only in a frame.
//
// The height is the body's own, not the frame's: it falls as well as grows. A game screen
// whose layout fills the frame (the board beside the panel) is exactly as tall as the
// frame, so it asks for nothing new; one that flows (the board over the panel, a lesson,
// an about page) asks for its whole length.
let said = 0;

function tell() {
  const height = Math.ceil(document.body.getBoundingClientRect().height);
  if (height === said || height === 0) return;
  said = height;
  parent.postMessage({ source: "papa-takaro", type: "height", height }, "*");
}

new ResizeObserver(tell).observe(document.body);
tell();
