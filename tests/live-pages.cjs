// Edit-to-phone time in a real browser, run by hand (not by `cargo test`):
//
//   npm install puppeteer-core   (in any folder; set NODE_PATH to its node_modules)
//   NODE_PATH=…/node_modules node tests/live-pages.cjs target/debug/podsheet
//
// Serves a copy of the demo event with `podsheet serve` on the loopback,
// opens 20 pages of it in headless Chromium (Debian's /usr/bin/chromium),
// saves the file 5 times, and times how long each page takes to show each
// save. Prints the median and the worst; stops by itself (bounded waits).
const { spawn } = require("node:child_process");
const { copyFileSync, mkdtempSync, readFileSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const { join } = require("node:path");
const puppeteer = require("puppeteer-core");

(async () => {

const bin = process.argv[2] || "target/debug/podsheet";
const dir = mkdtempSync(join(tmpdir(), "podsheet-live-"));
const file = join(dir, "live.podsheet");
copyFileSync("assets/demo-8.podsheet", file);
const demo = readFileSync(file, "utf8");

const server = spawn(bin, ["serve", file, "--port", "0", "--stop-after", "120"]);
const url = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("serve did not start")), 10000);
  server.stdout.on("data", (d) => {
    const m = String(d).match(/http:\/\/[0-9.]+:[0-9]+\//);
    if (m) { clearTimeout(timer); resolve(m[0]); }
  });
});

const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-background-timer-throttling", "--disable-renderer-backgrounding"],
});
const pages = [];
for (let i = 0; i < 20; i++) {
  // A context each, as 20 phones are 20 browsers: one browser holds at most
  // six connections to a host, and each live page keeps one open.
  const ctx = await browser.createBrowserContext();
  const p = await ctx.newPage();
  await p.setViewport({ width: 360, height: 800 });
  await p.goto(url + "standings", { waitUntil: "load", timeout: 20000 });
  pages.push(p);
}
// Let every page's live stream connect.
await new Promise((r) => setTimeout(r, 1500));

const times = [];
for (let k = 1; k <= 5; k++) {
  const name = `Roger Live${k}`;
  const saved = Date.now();
  writeFileSync(file, demo.replace("Roger Clemens", name));
  const seen = await Promise.all(pages.map(async (p) => {
    await p.waitForFunction((n) => document.body && document.body.innerText.includes(n),
      { timeout: 15000, polling: 20 }, name);
    return (Date.now() - saved) / 1000;
  }));
  times.push(...seen);
  await new Promise((r) => setTimeout(r, 1000));
}
times.sort((a, b) => a - b);
console.log(`20 pages x 5 saves: median ${times[Math.floor(times.length / 2)].toFixed(3)} s, ` +
  `worst ${times[times.length - 1].toFixed(3)} s`);
await browser.close();
server.kill();
})().catch((e) => { console.error(e); process.exit(1); });
