//! The pages' style sheet and their one small script, compiled into the
//! binary (nothing is fetched from the internet or read from disk).

/// Phone-first, readable at 360 px, light or dark as the phone is set.
pub const CSS: &str = r#":root { color-scheme: light dark; --fg: #111; --bg: #fff; --muted: #555;
  --line: #ddd; --band: #f3f3f3; --link: #0645ad; --accent: #b00020; }
@media (prefers-color-scheme: dark) {
  :root { --fg: #eee; --bg: #121212; --muted: #aaa; --line: #333; --band: #1e1e1e;
    --link: #8ab4f8; --accent: #ff6b6b; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 0 12px 24px; font: 17px/1.45 system-ui, -apple-system, "Segoe UI",
  Roboto, "DejaVu Sans", sans-serif; color: var(--fg); background: var(--bg);
  max-width: 720px; margin: 0 auto; overflow-wrap: anywhere; }
/* Korean breaks lines between words (at spaces), never inside one
   ("동점입 / 니다"). */
:lang(ko) { word-break: keep-all; }
nav { display: flex; gap: 16px; padding: 10px 0; border-bottom: 1px solid var(--line);
  position: sticky; top: 0; background: var(--bg); }
nav a { font-weight: 600; }
a { color: var(--link); }
h1 { font-size: 1.5em; margin: 14px 0 4px; }
h2 { font-size: 1.15em; margin: 18px 0 6px; }
.muted { color: var(--muted); }
.timer { font: 600 2.4em/1.1 ui-monospace, "DejaVu Sans Mono", monospace; margin: 6px 0; }
.timer .muted, .timer .up { font-size: .45em; font-family: system-ui, sans-serif; }
.up { color: var(--accent); }
.lang-note { color: var(--muted); font-size: .9em; border-left: 4px solid var(--line);
  padding: 4px 8px; margin: 8px 0; }
.changed { color: var(--accent); font-weight: 600; border-left: 4px solid var(--accent);
  padding: 4px 8px; margin: 8px 0; }
.quick { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin: 10px 0; }
.quick form { margin: 0; }
.quick button, button.confirm, form.typed button { width: 100%; min-height: 48px;
  font: inherit; border-radius: 8px; border: 1px solid var(--line); background: var(--band);
  color: var(--fg); padding: 6px 8px; }
button.confirm { background: var(--link); color: var(--bg); font-weight: 700; margin: 8px 0; }
form.typed { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 12px 0; }
form.typed label { width: 100%; }
form.typed input { flex: 1; min-height: 44px; font: inherit; padding: 4px 8px; }
form.typed button { width: auto; padding: 6px 18px; }
.players { font-size: 1.2em; font-weight: 600; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 7px 6px; border-bottom: 1px solid var(--line);
  vertical-align: top; }
th { font-size: .85em; color: var(--muted); font-weight: 600; }
tbody tr:nth-child(even) { background: var(--band); }
.num { text-align: right; white-space: nowrap; }
.pod { white-space: nowrap; }
.result { color: var(--muted); font-size: .9em; }
/* A long name wraps inside its cell; results and numbers keep their width
   (overflow-wrap: anywhere would let a squeezed column split "drew"). */
.result, .matches td:last-child { white-space: nowrap; overflow-wrap: normal; }
.scroll { overflow-x: auto; }
.standings { font-size: .9em; }
.standings td, .standings th { white-space: nowrap; padding: 7px 4px; }
.standings td:nth-child(2) { white-space: normal; min-width: 6em; }
.place { font-size: 1.1em; }
.big { font-size: 1.6em; font-weight: 700; }
.why { margin: 8px 0; }
.event { margin: 12px 0 -8px; }
form.find { display: flex; gap: 8px; align-items: center; margin: 8px 0 12px; flex-wrap: wrap; }
form.find label { font-weight: 600; }
form.find input { flex: 1; min-width: 10em; font: inherit; padding: 8px; color: var(--fg);
  background: var(--band); border: 1px solid var(--line); border-radius: 6px; }
form.find button { font: inherit; padding: 8px 14px; border-radius: 6px; }
ul.pods { padding-left: 20px; } ul.pods li { margin: 10px 0; font-size: 1.1em; }
footer { margin-top: 28px; font-size: .8em; color: var(--muted); }
footer nav.lang { flex-wrap: wrap; gap: 4px 14px; border: 0; margin-top: 10px; }
footer nav.lang a { font-weight: 400; }
ul.bracket, ol.placing { padding-left: 0; list-style: none; }
.extra { color: var(--accent); font-weight: 600; }
.held { color: var(--accent); font-weight: 600; }
section.still ul { padding-left: 20px; } section.still li { margin: 6px 0; font-size: 1.1em; }
ul.bracket li { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; margin: 6px 0; }
"#;

/// Keeps the page live: it listens to `/events` (Server-Sent Events) and
/// the moment the event changes fetches the page again and swaps it in; while the stream is down (a phone
/// asleep, the Wi-Fi gone) it polls `/v` every 5 s and on waking, so it
/// catches up by itself. Counts the timer down between reloads. Plain
/// script, no framework.
pub const JS: &str = r#"(function () {
  var v = document.body.getAttribute("data-version");
  var loading = false;
  // The page again, swapped in place (no flash, no reloading the style
  // sheet or this script); a full reload if that fails.
  function refresh() {
    if (loading) { return; }
    loading = true;
    var x = new XMLHttpRequest();
    x.open("GET", location.href, true);
    x.timeout = 8000;
    x.onload = function () {
      loading = false;
      var doc = x.status === 200 && new DOMParser().parseFromString(x.responseText, "text/html");
      if (!doc || !doc.body) { location.reload(); return; }
      document.title = doc.title;
      document.body.innerHTML = doc.body.innerHTML;
      v = doc.body.getAttribute("data-version");
      document.body.setAttribute("data-version", v);
      timer();
    };
    x.onerror = x.ontimeout = function () { loading = false; };
    x.send();
  }
  function check(next) {
    if (String(next).trim() !== v) { refresh(); }
  }
  function poll() {
    var x = new XMLHttpRequest();
    x.open("GET", "/v", true);
    x.timeout = 4000;
    x.onload = function () { if (x.status === 200) { check(x.responseText); } };
    x.send();
  }
  // The live stream only while the page is seen: a browser allows six
  // connections a site, and a hidden tab holding one would keep the
  // seventh from loading. Shown again, it catches up at once.
  var live = false, es = null;
  function listen() {
    if (!window.EventSource || es || document.hidden) { return; }
    es = new EventSource("/events");
    es.onopen = function () { live = true; };
    es.onmessage = function (e) { live = true; check(e.data); };
    es.onerror = function () { live = false; };
  }
  function quiet() {
    if (es) { es.close(); es = null; }
    live = false;
  }
  listen();
  setInterval(function () { if (!live && !document.hidden) { poll(); } }, 5000);
  document.addEventListener("visibilitychange", function () {
    if (document.hidden) { quiet(); } else { listen(); poll(); }
  });
  var ticking = null;
  function timer() {
    if (ticking) { clearInterval(ticking); ticking = null; }
    var t = document.querySelector("[data-left]");
    if (!t || t.getAttribute("data-running") !== "1") { return; }
    var end = Date.now() + 1000 * parseInt(t.getAttribute("data-left"), 10);
    var shown = t.querySelector(".time");
    var pad = function (n) { return (n < 10 ? "0" : "") + n; };
    ticking = setInterval(function () {
      var s = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      shown.textContent = pad(Math.floor(s / 60)) + ":" + pad(s % 60);
      if (s === 0) {
        shown.className = "time up";
        var still = document.querySelector("[data-when-up]");
        if (still) { still.hidden = false; }
      }
    }, 1000);
  }
  timer();
})();
"#;
