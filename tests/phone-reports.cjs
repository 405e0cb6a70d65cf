// Both players of every match report from their own phones, in a real
// browser, on a 3-pod draft night; run by hand (not by `cargo test`):
//
//   npm install puppeteer-core   (in any folder; set NODE_PATH to its node_modules)
//   NODE_PATH=…/node_modules node tests/phone-reports.cjs target/debug/podsheet
//
// Deals 23 drafters into 3 pods (`podsheet pods`), serves the night with
// `podsheet serve --reports` on the loopback, and for every match of round
// 1 opens its report page in two browser contexts (two phones): the first
// types the result, the second confirms it. Then the night file must hold
// every result, the right way round (the first-named player's games
// first). Prints each confirm → file time, the median and the worst, and
// "N passed, M failed"; exits 1 on any failure. Bounded waits; the server
// stops by itself.
const { serveNight, scoreInFile: inFile } = require("./serve-night.cjs");
const puppeteer = require("puppeteer-core");

(async () => {

const bin = process.argv[2] || "target/debug/podsheet";
const names = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu",
  "Max", "Ned", "Oli", "Pia", "Quin", "Rex", "Sam", "Tia", "Uma", "Vic", "Wes"];
// serve --reports gives every open match its code and writes it in.
const { file, server, url, night } = await serveNight(bin, names, 8, 7, 150);
const matches = [];
night.pods.forEach((pod, k) => {
  const bo1 = pod.structure.template === "round-robin-7";
  pod.rounds[0].matches.forEach((m, i) => {
    if (m.b === null || m.b === undefined) { return; }
    const results = bo1 ? ["1-0", "0-1"] : ["2-1", "0-2", "2-0", "1-2"];
    matches.push({ pod: k, index: i, code: m.code, result: results[(k + i) % results.length] });
  });
});

const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
const failures = [];
const times = [];
async function phone() {
  const ctx = await browser.createBrowserContext();
  const p = await ctx.newPage();
  await p.setViewport({ width: 390, height: 844 });
  return { ctx, p };
}
const scoreInFile = (m) => inFile(file, m.pod, m.index);
for (const m of matches) {
  const first = await phone();
  const second = await phone();
  try {
    await first.p.goto(url + "r/" + m.code, { waitUntil: "load", timeout: 15000 });
    await first.p.type("#result", m.result);
    await Promise.all([
      first.p.waitForNavigation({ waitUntil: "load", timeout: 15000 }),
      first.p.click("form.typed button"),
    ]);
    await second.p.goto(url + "r/" + m.code, { waitUntil: "load", timeout: 15000 });
    const sent = Date.now();
    await Promise.all([
      second.p.waitForNavigation({ waitUntil: "load", timeout: 15000 }),
      second.p.click("button.confirm"),
    ]);
    // The file holds it within 10 s (it is written as the confirm lands).
    let score = null;
    while (Date.now() - sent < 10000) {
      score = scoreInFile(m);
      if (score) { break; }
      await new Promise((r) => setTimeout(r, 10));
    }
    times.push(Date.now() - sent);
    const [a, b] = m.result.split("-").map(Number);
    if (!score || score[0] !== a || score[1] !== b) {
      failures.push(`pod ${m.pod + 1} match ${m.index + 1}: sent ${m.result}, file has ${JSON.stringify(score)}`);
    }
  } catch (e) {
    failures.push(`pod ${m.pod + 1} match ${m.index + 1}: ${e.message}`);
  }
  await first.ctx.close();
  await second.ctx.close();
}
await browser.close();
server.kill();

times.sort((x, y) => x - y);
const median = times.length ? times[Math.floor(times.length / 2)] : NaN;
console.log(`${matches.length} matches on ${night.pods.length} pods; confirm → file: median ${median} ms, worst ${times[times.length - 1]} ms`);
for (const f of failures) { console.log("FAILED " + f); }
console.log(`${matches.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);

})().catch((e) => { console.error(e); process.exit(1); });
