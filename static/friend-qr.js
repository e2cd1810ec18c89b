// The QR code of a friend link, for the page to draw as an <svg> (loaded lazily with a
// <script> element; a classic script). The build (crates/build/src/live_assets.rs) puts
// npm qrcode-generator's `qrcode` in front of this file inside one function, so nothing
// but `papaTakaroQr` becomes global.
//   papaTakaroQr(text) → {size, path}: size is the number of modules a side (no quiet zone:
//   the page leaves four modules of margin), path an SVG path `d` of the dark modules, one
//   horizontal run of dark modules a subpath, in module units (viewBox "0 0 size size").
globalThis.papaTakaroQr = (text) => {
  qrcode.stringToBytes = qrcode.stringToBytesFuncs["UTF-8"];
  const qr = qrcode(0, "M");
  qr.addData(text, "Byte");
  qr.make();
  const size = qr.getModuleCount();
  let path = "";
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; ) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const from = col;
      while (col < size && qr.isDark(row, col)) col++;
      path += `M${from} ${row}h${col - from}v1h${from - col}z`;
    }
  }
  return { size, path };
};
