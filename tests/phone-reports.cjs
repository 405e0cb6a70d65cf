// Both players of every match report from their own phones, in a real
// browser, on a 3-pod draft night (CI runs it; or by hand):
//
//   npm install puppeteer-core   (in any folder; set NODE_PATH to its node_modules)
//   NODE_PATH=…/node_modules node tests/phone-reports.cjs target/debug/podsheet
//
// Deals 23 drafters into 3 pods (`podsheet pods`), serves the night with
// `podsheet serve --reports` on the loopback, and for every match of round
// 1 opens each player's half of the slip on a phone of its own: a browser
// context whose requests go through a small proxy of its own that
// connects from a loopback address of its own (127.0.2.N), as two phones
// on the store's Wi-Fi do (Chromium itself always comes from 127.0.0.1).
// The first player types the result on their half, the second confirms
// on theirs. Then the night file must hold every result, the right way
// round (the first-named player's games first).
//
// Then, as a player who wants a result he did not earn: one phone (one
// address) reports its half, and "confirms" with the other half from a
// fresh context (a private tab) on the same address: the result never
// reaches the file, and the page says it waits for the store.
//
// Prints each confirm → file time, the median and the worst, and "N
// passed, M failed"; exits 1 on any failure. Bounded waits; the server
// and the proxies stop by themselves.
const { serveNight, scoreInFile: inFile } = require("./serve-night.cjs");
const http = require("node:http");
const puppeteer = require("puppeteer-core");

(async () => {

const bin = process.argv[2] || "target/debug/podsheet";
const names = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu",
  "Max", "Ned", "Oli", "Pia", "Quin", "Rex", "Sam", "Tia", "Uma", "Vic", "Wes"];
// serve --reports gives every open match its halves' codes and writes them in.
const { file, server, url, night } = await serveNight(bin, names, 8, 7, 200);
const matches = [];
night.pods.forEach((pod, k) => {
  const bo1 = pod.structure.template === "round-robin-7";
  pod.rounds[0].matches.forEach((m, i) => {
    if (m.b === null || m.b === undefined) { return; }
    const results = bo1 ? ["1-0", "0-1"] : ["2-1", "0-2", "2-0", "1-2"];
    matches.push({ pod: k, index: i, codes: m.codes, result: results[(k + i) % results.length] });
  });
});
// The last match is the cheat's.
const cheat = matches.pop();

// A proxy for one phone: every request it carries leaves from `from`.
const proxies = [];
function proxyFrom(from) {
  return new Promise((resolve) => {
    const p = http.createServer((req, res) => {
      const target = new URL(req.url);
      const out = http.request({
        host: target.hostname, port: target.port, path: target.pathname + target.search,
        method: req.method, headers: req.headers, localAddress: from, timeout: 15000,
      }, (r) => { res.writeHead(r.statusCode, r.headers); r.pipe(res); });
      out.on("error", () => { res.destroy(); });
      req.pipe(out);
    });
    p.listen(0, "127.0.0.1", () => { proxies.push(p); resolve(`http://127.0.0.1:${p.address().port}`); });
  });
}

const browser = await puppeteer.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
const failures = [];
const times = [];
let phones = 0;
// A phone: a browser context of its own behind a proxy from an address of
// its own (`proxy`: share one, as two tabs of one phone do).
async function phone(proxy) {
  const via = proxy || await proxyFrom(`127.0.2.${1 + (phones++ % 250)}`);
  // "<-loopback>": Chromium sends even loopback addresses through the proxy.
  const ctx = await browser.createBrowserContext({ proxyServer: via, proxyBypassList: ["<-loopback>"] });
  const p = await ctx.newPage();
  await p.setViewport({ width: 390, height: 844 });
  return { ctx, p, via };
}
const scoreInFile = (m) => inFile(file, m.pod, m.index);
// Types `value` into the result field (when given) and presses `button`, in
// one step inside the page: a live page redraws when any result in the room
// changes, and an element found a moment before can be gone by the click
// (puppeteer: "Node is detached from document").
async function press(p, button, value) {
  await Promise.all([
    p.waitForNavigation({ waitUntil: "load", timeout: 15000 }),
    p.evaluate((button, value) => {
      if (value !== undefined) { document.querySelector("#result").value = value; }
      document.querySelector(button).click();
    }, button, value),
  ]);
}
for (const m of matches) {
  const first = await phone();
  const second = await phone();
  try {
    await first.p.goto(url + "r/" + m.codes[0], { waitUntil: "load", timeout: 15000 });
    await press(first.p, "form.typed button", m.result);
    await second.p.goto(url + "r/" + m.codes[1], { waitUntil: "load", timeout: 15000 });
    const sent = Date.now();
    await press(second.p, "button.confirm");
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

// The cheat: his half, then the other half in a private tab on his phone.
try {
  const his = await phone();
  await his.p.goto(url + "r/" + cheat.codes[0], { waitUntil: "load", timeout: 15000 });
  await press(his.p, "form.typed button", "2-0");
  const tab = await phone(his.via);
  await tab.p.goto(url + `pod/${cheat.pod + 1}/r/` + cheat.codes[1], { waitUntil: "load", timeout: 15000 });
  await press(tab.p, "button.confirm");
  await new Promise((r) => setTimeout(r, 1500));
  const text = await tab.p.evaluate(() => document.body.innerText);
  if (scoreInFile(cheat)) {
    failures.push(`the cheat's own confirm landed: ${JSON.stringify(scoreInFile(cheat))}`);
  }
  if (!/waits for the store/.test(text)) {
    failures.push(`the cheat's page does not say it waits for the store: ${text.slice(0, 300)}`);
  }
  await his.ctx.close();
  await tab.ctx.close();
} catch (e) {
  failures.push(`the cheat: ${e.message}`);
}
await browser.close();
for (const p of proxies) { p.close(); }
server.kill();

times.sort((x, y) => x - y);
const median = times.length ? times[Math.floor(times.length / 2)] : NaN;
console.log(`${matches.length} matches on ${night.pods.length} pods; confirm → file: median ${median} ms, worst ${times[times.length - 1]} ms`);
for (const f of failures) { console.log("FAILED " + f); }
console.log(`${matches.length + 1 - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);

})().catch((e) => { console.error(e); process.exit(1); });
