// The players' pages fit a 390 px phone in every offered language (issue
// 40): no page wider than the phone, and a player's matches keep room for
// the opponent's name (a long result, "tavolo 3, risultato non ancora
// inserito", once squeezed it to a letter a line and made the Italian page
// 405 px). Run by CI after `npm install puppeteer-core`:
//
//   NODE_PATH=…/node_modules node tests/phone-widths.cjs target/debug/podsheet
const { spawn } = require("node:child_process");
const { mkdtempSync, readFileSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const { join } = require("node:path");
const puppeteer = require("puppeteer-core");

(async () => {

const bin = process.argv[2] || "target/debug/podsheet";
const dir = mkdtempSync(join(tmpdir(), "podsheet-widths-"));
const file = join(dir, "locals.podsheet");
// The Yu-Gi-Oh! locals with its last round paired and not played: each
// player's page ends with "table N, not in yet" in its language.
const event = JSON.parse(readFileSync("tests/fixtures/yugioh-6.podsheet", "utf8"));
const last = event.rounds[event.rounds.length - 1];
if (last.matches.every((m) => m.score !== undefined)) {
  event.rounds.push({ matches: [{ a: 0, b: 5 }, { a: 3, b: 1 }, { a: 2, b: 4 }] });
}
writeFileSync(file, JSON.stringify(event));

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
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 800 });
const langs = ["en", "ja", "ko", "zh-Hans", "zh-Hant", "de", "fr", "es", "it", "pt-BR"];
const failures = [];
let checked = 0;
for (const lang of langs) {
  for (const path of ["", "standings", "player/5"]) {
    await page.goto(`${url}${path}?lang=${lang}`, { waitUntil: "load", timeout: 20000 });
    const { width, opponent } = await page.evaluate(() => {
      const cell = document.querySelector("table.matches tbody td:nth-child(2)");
      return {
        width: document.documentElement.scrollWidth,
        opponent: cell ? cell.getBoundingClientRect().width : null,
      };
    });
    checked++;
    if (width > 390) failures.push(`${lang} /${path}: ${width} px wide`);
    if (opponent !== null && opponent < 60) {
      failures.push(`${lang} /${path}: the opponent column is ${opponent} px`);
    }
  }
}
await browser.close();
server.kill();
if (failures.length) {
  console.log(failures.join("\n"));
  console.log(`0 passed, ${failures.length} failed`);
  process.exit(1);
}
console.log(`phone widths: ${checked} pages fit 390 px`);

})().catch((e) => { console.error(e); process.exit(1); });
