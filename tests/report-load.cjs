// Phones reporting under load, run by hand (not by `cargo test`):
//
//   ulimit -n 8192; node tests/report-load.cjs target/debug/podsheet
//
// On the loopback only, bounded (about 75 s; the server stops by itself):
// 80 drafters in 8 pods served by `podsheet serve --reports`; 200 phones
// watch the live stream (`/events`), each from its own 127.0.2.x address;
// one device (127.0.9.9) opens as many connections as it can and holds
// them; 80 phones (two per match, 127.0.3.x, each with its player's half
// of the slip) report all 40 matches in the first 5 s, and the second phone
// of each confirms one match every 1.3 s.
// Measures confirm → the result in the file (the owner's truth) and
// confirm → every watching phone told (its next stream message), median
// and worst; checks every report was answered and every result landed.
// Prints "N passed, M failed"; exits 1 on any failure.
const http = require("node:http");
const net = require("node:net");
const { serveNight, scoreInFile } = require("./serve-night.cjs");

(async () => {
const bin = process.argv[2] || "target/debug/podsheet";
const names = Array.from({ length: 80 }, (_, i) => `Drafter ${i + 1}`);
const { file, server, host, port, night } = await serveNight(bin, names, 10, 3, 110);
const url = { host, port };
const origin = `http://${url.host}:${url.port}`;
const matches = [];
night.pods.forEach((pod, k) => pod.rounds[0].matches.forEach((m, i) => {
  if (m.b !== null && m.b !== undefined) {
    matches.push({ pod: k, index: i, codes: m.codes, result: ["2-1", "0-2", "2-0", "1-2"][(k + i) % 4] });
  }
}));
const failures = [];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// 200 watchers, one live stream each; every message's arrival kept.
const heard = [];
const watchers = [];
for (let w = 0; w < 200; w++) {
  const arrivals = [];
  heard.push(arrivals);
  const req = http.get({ host: url.host, port: url.port, path: "/events",
    localAddress: `127.0.2.${w + 1}`, agent: false }, (res) => {
    if (res.statusCode !== 200) { failures.push(`watcher ${w}: ${res.statusCode}`); }
    res.on("data", (d) => { if (String(d).includes("data:")) { arrivals.push(Date.now()); } });
    res.on("error", () => {});
  });
  req.on("error", (e) => failures.push(`watcher ${w}: ${e.message}`));
  watchers.push(req);
}
// The hog: as many connections as it can, held open. Each socket reads
// what it is sent (resume), so a connection the server closes is seen
// closed here: what the hog still holds is what the server keeps open.
const hog = [];
let hogRefused = 0;
for (let i = 0; i < 400; i++) {
  const s = net.connect({ host: url.host, port: url.port, localAddress: "127.0.9.9" });
  s.on("error", () => { hogRefused++; });
  s.on("close", () => {});
  s.resume();
  hog.push(s);
}
await sleep(1500);

function post(m, half, device, from) {
  return new Promise((resolve) => {
    const body = `result=${m.result}`;
    const req = http.request({ host: url.host, port: url.port, path: `/r/${m.codes[half]}`, method: "POST",
      localAddress: from, agent: false, timeout: 10000,
      headers: { Origin: origin, Cookie: `podsheet-device=${device}`,
        "Content-Type": "application/x-www-form-urlencoded", "Content-Length": body.length } },
    (res) => { res.resume(); res.on("end", () => resolve(res.statusCode)); });
    req.on("timeout", () => { req.destroy(); resolve("timeout"); });
    req.on("error", (e) => resolve(e.message));
    req.end(body);
  });
}
const addr = (i) => `127.0.3.${i + 1}`;
// First reports: all 40 in 5 s.
const first = await Promise.all(matches.map(async (m, i) => {
  await sleep(Math.floor((i * 5000) / matches.length));
  return post(m, 0, `phone-a-${i}-xxxxxxxx`, addr(2 * i));
}));
first.forEach((s, i) => { if (s !== 303) { failures.push(`report ${i}: ${s}`); } });
await sleep(1000);

const toFile = [];
const toPhones = [];
for (let i = 0; i < matches.length; i++) {
  const m = matches[i];
  const sent = Date.now();
  const status = await post(m, 1, `phone-b-${i}-xxxxxxxx`, addr(2 * i + 1));
  if (status !== 303) { failures.push(`confirm ${i}: ${status}`); }
  let landed = null;
  while (Date.now() - sent < 5000) {
    const s = scoreInFile(file, m.pod, m.index);
    if (s) { landed = Date.now(); 
      const [a, b] = m.result.split("-").map(Number);
      if (s[0] !== a || s[1] !== b) { failures.push(`match ${i}: sent ${m.result}, file ${s}`); }
      break; }
    await sleep(5);
  }
  if (!landed) { failures.push(`match ${i}: not in the file after 5 s`); } else { toFile.push(landed - sent); }
  await sleep(1300 - (Date.now() - sent) > 0 ? 1300 - (Date.now() - sent) : 0);
  // Each watcher's first message after the confirm was sent.
  for (const arrivals of heard) {
    const t = arrivals.find((x) => x >= sent);
    if (t === undefined) { failures.push(`confirm ${i}: a watcher heard nothing`); break; }
    toPhones.push(t - sent);
  }
}
const q = (xs) => { const s = [...xs].sort((x, y) => x - y); return `median ${s[Math.floor(s.length / 2)]} ms, worst ${s[s.length - 1]} ms`; };
const kept = hog.filter((s) => !s.destroyed).length;
if (kept > 32) failures.push(`the server kept ${kept} of one address's connections open (at most 32)`);
console.log(`${matches.length} matches, 200 watching; the server kept ${kept} of the hog's 400 connections open (at most 32 an address; ${hogRefused} refused)`);
console.log(`confirm → file: ${q(toFile)}`);
console.log(`confirm → every watching phone: ${q(toPhones)} (${toPhones.length} receipts)`);
watchers.forEach((r) => r.destroy());
hog.forEach((s) => s.destroy());
server.kill();
for (const f of failures.slice(0, 20)) { console.log("FAILED " + f); }
const total = matches.length * 2;
console.log(`${total - Math.min(total, failures.length)} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
})().catch((e) => { console.error(e); process.exit(1); });
