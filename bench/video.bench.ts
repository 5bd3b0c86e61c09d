// The video ladder on this machine (issue 42), on a source ffmpeg itself generates (never downloaded): by default
// 5 minutes of 1080p at 30 fps with motion (testsrc2) and a tone. Prints the transcoding speed of the whole ladder
// (seconds of video per second), the bytes per minute of each rendition, and, in Chromium with its network
// throttled (CDP), the time to first frame and the rendition reached on a 1.6 Mbit/s / 150 ms link and on a
// 10 Mbit/s link, playing the master playlist through hls.js as the player does.
// Targets: transcoding >= 1x real time; first frame <= 2.5 s at 1.6 Mbit/s; 720p within 20 s at 10 Mbit/s;
// 360p < 6 MB a minute. BENCH_VIDEO_SECONDS shortens the source (the figures say which length they are for).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { chromium } from "@playwright/test";
import {
  X264_PRESET,
  filesUnder,
  ladderFor,
  makeImages,
  makeLadder,
  probe,
  toolsAt,
} from "../apps/server/src/modules/content/ffmpeg.ts";
import { chromiumArgs, chromiumPath } from "../e2e/chromium.mjs";

const SECONDS = Number(process.env.BENCH_VIDEO_SECONDS ?? 300);
const tools = toolsAt(process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg");
const work = mkdtempSync(join(tmpdir(), "fincareer-video-bench-"));
const source = join(work, "source.mp4");
const out = join(work, "out");

console.log(
  `source: ${SECONDS} s of 1920x1080 at 30 fps with motion and audio at 16 Mbit/s (ffmpeg lavfi), ${cpus().length} cores`,
);
execFileSync(tools.ffmpeg, [
  ...["-hide_banner", "-loglevel", "error", "-y"],
  ...["-f", "lavfi", "-i", `testsrc2=size=1920x1080:rate=30:duration=${SECONDS}`],
  ...["-f", "lavfi", "-i", `sine=frequency=220:beep_factor=4:duration=${SECONDS}`],
  // Camera-like detail: light noise, so the encoder has real work (a clean test card compresses to nothing), at a
  // phone camera's bitrate (16 Mbit/s for 1080p30: what an instructor's phone or screen recorder writes). At CRF 18
  // the noise made a 150 Mbit/s file, whose decoding alone took a third of the ladder's time.
  ...["-vf", "noise=alls=6:allf=t", "-c:v", "libx264", "-preset", "ultrafast"],
  ...["-b:v", "16M", "-maxrate", "16M", "-bufsize", "32M"],
  ...["-c:a", "aac", "-b:a", "128k", "-shortest", source],
]);

const info = await probe(tools, source);
const rungs = ladderFor(info.height);
const started = performance.now();
await makeLadder(tools, source, out, info, rungs, () => undefined);
const ladderSeconds = (performance.now() - started) / 1000;
const imagesStarted = performance.now();
await makeImages(tools, source, out, info, undefined, join(out, `${rungs[0]!.height}p`, "index.m3u8"));
const imagesSeconds = (performance.now() - imagesStarted) / 1000;
const speed = info.durationSeconds / ladderSeconds;
console.log(
  `transcode (${rungs.map((r) => `${r.height}p`).join(", ")}; x264 ${X264_PRESET}): ${ladderSeconds.toFixed(1)} s ` +
    `for ${info.durationSeconds.toFixed(0)} s of video = ${speed.toFixed(2)}x real time ` +
    `(poster + sprite ${imagesSeconds.toFixed(1)} s more)`,
);
const files = await filesUnder(out);
const perMinute: Record<string, number> = {};
for (const r of rungs) {
  const bytes = files
    .filter((f) => f.startsWith(`${r.height}p/`) && f.endsWith(".ts"))
    .reduce((sum, f) => sum + statSync(join(out, f)).size, 0);
  perMinute[`${r.height}p`] = bytes / (info.durationSeconds / 60);
  console.log(`  ${r.height}p: ${(perMinute[`${r.height}p`]! / 1e6).toFixed(2)} MB a minute`);
}

// The ladder and a page playing it through hls.js, served as the app serves them (bytes from disk).
const hlsJs = readFileSync(join(process.cwd(), "node_modules", "hls.js", "dist", "hls.min.js"));
const page = `<!doctype html><html><body style="margin:0;background:#000">
<video id="v" muted playsinline style="width:1280px;height:720px"></video>
<script src="/hls.js"></script>
<script>
const video = document.getElementById("v");
window.result = { firstFrameMs: null, heights: [] };
const t0 = performance.now();
const hls = new Hls({ startLevel: 0, capLevelToPlayerSize: true, testBandwidth: false });
hls.on(Hls.Events.LEVEL_SWITCHED, (_e, d) => window.result.heights.push([Math.round(performance.now() - t0), hls.levels[d.level].height]));
video.requestVideoFrameCallback(() => { window.result.firstFrameMs = performance.now() - t0; });
hls.loadSource("/out/master.m3u8");
hls.attachMedia(video);
video.play();
</script></body></html>`;
const TYPES: Record<string, string> = {
  ".m3u8": "application/vnd.apple.mpegurl",
  ".ts": "video/mp2t",
  ".jpg": "image/jpeg",
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/") return res.writeHead(200, { "content-type": "text/html" }).end(page);
  if (url.pathname === "/hls.js") return res.writeHead(200, { "content-type": "text/javascript" }).end(hlsJs);
  const rel = normalize(url.pathname.replace(/^\/out\//, ""));
  if (!files.includes(rel)) return res.writeHead(404).end();
  const body = readFileSync(join(out, rel));
  res.writeHead(200, {
    "content-type": TYPES[extname(rel)] ?? "application/octet-stream",
    "content-length": body.length,
  });
  res.end(body);
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: chromiumArgs });
async function play(mbps: number, latencyMs: number, watchMs: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (mbps * 1e6) / 8,
    uploadThroughput: (mbps * 1e6) / 8,
  });
  await tab.goto(base);
  await tab.waitForTimeout(watchMs);
  const result = (await tab.evaluate(() => (window as unknown as { result: unknown }).result)) as {
    firstFrameMs: number | null;
    heights: [number, number][];
  };
  await context.close();
  const top = Math.max(0, ...result.heights.map(([, h]) => h));
  const reachedTop = result.heights.find(([, h]) => h === top)?.[0] ?? null;
  return { firstFrameMs: result.firstFrameMs, top, reachedTop, heights: result.heights };
}
const slow = await play(1.6, 150, Math.min(30_000, SECONDS * 1000));
console.log(
  `1.6 Mbit/s, 150 ms: first frame ${slow.firstFrameMs === null ? "never" : `${(slow.firstFrameMs / 1000).toFixed(2)} s`}, ` +
    `reached ${slow.top}p (switches: ${slow.heights.map(([t, h]) => `${h}p@${(t / 1000).toFixed(1)}s`).join(" ")})`,
);
const fast = await play(10, 20, Math.min(25_000, SECONDS * 1000));
console.log(
  `10 Mbit/s: first frame ${fast.firstFrameMs === null ? "never" : `${(fast.firstFrameMs / 1000).toFixed(2)} s`}, ` +
    `reached ${fast.top}p at ${fast.reachedTop === null ? "-" : `${(fast.reachedTop / 1000).toFixed(1)} s`} ` +
    `(switches: ${fast.heights.map(([t, h]) => `${h}p@${(t / 1000).toFixed(1)}s`).join(" ")})`,
);
await browser.close();
server.close();
rmSync(work, { recursive: true, force: true });

const checks = [
  { name: "transcode speed >= 1x", ok: speed >= 1, figure: `${speed.toFixed(2)}x` },
  {
    name: "first frame <= 2.5 s at 1.6 Mbit/s",
    ok: slow.firstFrameMs !== null && slow.firstFrameMs <= 2500,
    figure: slow.firstFrameMs === null ? "never" : `${(slow.firstFrameMs / 1000).toFixed(2)} s`,
  },
  {
    name: "720p within 20 s at 10 Mbit/s",
    ok: fast.top >= 720 && fast.reachedTop !== null && fast.reachedTop <= 20_000,
    figure: `${fast.top}p at ${fast.reachedTop === null ? "-" : `${(fast.reachedTop / 1000).toFixed(1)} s`}`,
  },
  {
    name: "360p < 6 MB a minute",
    ok: (perMinute["360p"] ?? Infinity) < 6e6,
    figure: `${((perMinute["360p"] ?? 0) / 1e6).toFixed(2)} MB`,
  },
];
console.log("\n| check | figure | met |\n|---|---|---|");
for (const c of checks) console.log(`| ${c.name} | ${c.figure} | ${c.ok ? "yes" : "NO"} |`);
process.exit(checks.every((c) => c.ok) ? 0 : 1);
