// Loaded first by every page the WebDriver tests open (tests/webdriver/run.mjs adds it to
// a copy of index.html; a file of the page's origin, so the page's CSP allows it): keeps
// every uncaught error, unhandled rejection, console error and CSP violation in
// `window.__problems`, which the tests read (WebDriver has no console log of its own in
// every engine).
window.__problems = [];
addEventListener("error", (e) => {
  const what = e.target && e.target !== window ? `failed to load ${e.target.src || e.target.href || e.target.tagName}` : e.message;
  window.__problems.push(`uncaught error: ${what}`);
}, true);
addEventListener("unhandledrejection", (e) => window.__problems.push(`unhandled rejection: ${e.reason}`));
document.addEventListener("securitypolicyviolation", (e) => {
  window.__problems.push(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline code"}`);
});
const consoleError = console.error.bind(console);
console.error = (...args) => {
  window.__problems.push(`console error: ${args.map(String).join(" ")}`);
  consoleError(...args);
};
