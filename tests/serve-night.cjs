// Shared by tests/phone-reports.cjs and tests/report-load.cjs: deals NAMES
// into pods with `podsheet pods` in a fresh folder and serves the night
// with `serve --reports` on the loopback (any free port; the server stops
// by itself after STOP seconds). Resolves to the night file, the server
// process, its host and port, and the night as written at start (every
// open match with its report code).
const { spawn, execFileSync } = require("node:child_process");
const { mkdtempSync, readFileSync, writeFileSync } = require("node:fs");
const { tmpdir } = require("node:os");
const { join } = require("node:path");

async function serveNight(bin, names, size, seed, stop) {
  const dir = mkdtempSync(join(tmpdir(), "podsheet-night-"));
  writeFileSync(join(dir, "names.txt"), names.join("\n") + "\n");
  const file = join(dir, "night.podsheet");
  execFileSync(bin, ["pods", join(dir, "names.txt"), "--size", String(size), "--seed", String(seed), "-o", file]);
  const server = spawn(bin, ["serve", file, "--port", "0", "--reports", "--stop-after", String(stop)]);
  const { host, port } = await new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error("serve did not start")), 10000);
    server.stdout.on("data", (d) => {
      const m = String(d).match(/http:\/\/([0-9.]+):([0-9]+)\//);
      if (m) { clearTimeout(t); resolve({ host: m[1], port: Number(m[2]) }); }
    });
  });
  const night = JSON.parse(readFileSync(file, "utf8"));
  return { file, server, host, port, url: `http://${host}:${port}/`, night };
}

/// The score round 1's match `index` of pod `pod` has in `file` now.
function scoreInFile(file, pod, index) {
  const n = JSON.parse(readFileSync(file, "utf8"));
  return n.pods[pod].rounds[0].matches[index].score || null;
}

module.exports = { serveNight, scoreInFile };
