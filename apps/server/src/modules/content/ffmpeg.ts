// Running Debian's ffmpeg on an uploaded video (issue 42): probe it (duration, size, audio), make the HLS ladder in
// one pass (decoded once, split and scaled per rendition, H.264 + AAC, keyframes every 2 s so every rendition cuts
// its 4 s segments at the same instants), then a poster and a thumbnail sprite with its WebVTT index.
import { spawn } from "node:child_process";
import { access, constants, mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** What ffprobe says of a source. */
export interface Probe {
  durationSeconds: number;
  width: number;
  height: number;
  fps: number;
  hasAudio: boolean;
}

/** One rung of the ladder: its height and bitrates (kbit/s). */
export interface Rung {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/**
 * The ladder (lowest first). 360p at 600 + 64 kbit/s is about 5 MB a minute (the issue's target: under 6 MB); the
 * 1.6 Mbit/s link of a 3G/4G train ride holds 540p, and 720p needs about 3 Mbit/s.
 */
export const LADDER: readonly Rung[] = [
  { height: 240, videoKbps: 300, audioKbps: 64 },
  { height: 360, videoKbps: 600, audioKbps: 64 },
  { height: 540, videoKbps: 1200, audioKbps: 96 },
  { height: 720, videoKbps: 2200, audioKbps: 96 },
];

/** HLS segment length in seconds (the issue asks for 4-6 s: short enough to start fast on a slow link). */
export const SEGMENT_SECONDS = 4;

/** Keyframes every 2 s in every rendition (segments cut on them, at the same instants in all). */
export const KEYFRAME_SECONDS = 2;

/**
 * The x264 preset: "veryfast" makes the four renditions of a 1080p source at about real time on two cores (see
 * docs/benchmarks.md), at some 10 % more bytes than "medium" for the same quality; the bitrates are capped anyway.
 */
export const X264_PRESET = "veryfast";

/** The rungs made for a source: never above its height (a source below 240p gets one rung at its own height). */
export function ladderFor(sourceHeight: number): Rung[] {
  const rungs = LADDER.filter((r) => r.height <= sourceHeight);
  if (rungs.length > 0) return rungs;
  const height = Math.max(2, sourceHeight - (sourceHeight % 2));
  return [{ ...LADDER[0]!, height }];
}

/** The ffmpeg tools' paths (FFMPEG_PATH; ffprobe is looked for beside it). */
export interface FfmpegTools {
  ffmpeg: string;
  ffprobe: string;
}

/** The tools for an ffmpeg path. */
export function toolsAt(ffmpegPath: string): FfmpegTools {
  return { ffmpeg: ffmpegPath, ffprobe: join(dirname(ffmpegPath), "ffprobe") };
}

/** Why transcoding is off, or null when ffmpeg and ffprobe can be run. */
export async function ffmpegMissing(tools: FfmpegTools): Promise<string | null> {
  for (const path of [tools.ffmpeg, tools.ffprobe]) {
    try {
      await access(path, constants.X_OK);
    } catch {
      return `${path} is not installed (apt-get install ffmpeg), so videos play as uploaded`;
    }
  }
  return null;
}

/** A failed ffmpeg run, with the last lines it wrote as the reason. */
export class FfmpegError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FfmpegError";
  }
}

/** Runs a tool; resolves to its stdout; rejects with the tail of stderr. Aborting kills it. */
function run(
  command: string,
  args: string[],
  options: { signal?: AbortSignal; onStdout?: (chunk: string) => void } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const onAbort = () => child.kill("SIGKILL");
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else out += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      err = (err + chunk).slice(-4000);
    });
    child.on("error", (e) => reject(new FfmpegError(`${command} could not be started: ${e.message}`)));
    child.on("close", (code, signal) => {
      options.signal?.removeEventListener("abort", onAbort);
      if (options.signal?.aborted) return reject(new FfmpegError("stopped"));
      if (code === 0) return resolve(out);
      reject(new FfmpegError(plainReason(err, code, signal)));
    });
  });
}

/** The reason of a failed run in plain words: the last meaningful line of ffmpeg's stderr. */
function plainReason(stderr: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = stderr
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("frame=") && !/^(Stream|Input|Output|Duration|Metadata|\[)/.test(l));
  const last = lines.at(-1);
  const how = signal ? `was killed (${signal})` : `exited with code ${code}`;
  return last ? `ffmpeg ${how}: ${last}` : `ffmpeg ${how}`;
}

/** Probes a source: its duration, frame size and rate, and whether it has sound. Throws for a file with no video. */
export async function probe(tools: FfmpegTools, input: string, signal?: AbortSignal): Promise<Probe> {
  const json = await run(
    tools.ffprobe,
    ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", input],
    { signal },
  );
  const data = JSON.parse(json) as {
    streams?: {
      codec_type?: string;
      width?: number;
      height?: number;
      avg_frame_rate?: string;
      duration?: string;
    }[];
    format?: { duration?: string };
  };
  const video = data.streams?.find((s) => s.codec_type === "video" && s.width && s.height);
  if (!video) throw new FfmpegError("the file has no video picture ffmpeg can read");
  const [num, den] = (video.avg_frame_rate ?? "25/1").split("/").map(Number);
  const fps = num && den ? num / den : 25;
  const durationSeconds = Number(data.format?.duration ?? video.duration ?? NaN);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0)
    throw new FfmpegError("the file's duration cannot be read (is the upload complete?)");
  return {
    durationSeconds,
    width: video.width!,
    height: video.height!,
    fps: Math.min(30, Math.max(1, fps)),
    hasAudio: (data.streams ?? []).some((s) => s.codec_type === "audio"),
  };
}

/** The ffmpeg arguments of the ladder pass: one decode, a split per rung, one HLS variant per rung, one master. */
export function ladderArgs(input: string, out: string, source: Probe, rungs: readonly Rung[]): string[] {
  const n = rungs.length;
  const split = `[0:v]fps=${Math.round(source.fps * 1000) / 1000},split=${n}${rungs.map((_, i) => `[s${i}]`).join("")}`;
  const scales = rungs.map((r, i) => `[s${i}]scale=-2:${r.height},setsar=1[v${i}]`);
  const args = [
    "-hide_banner",
    "-nostdin",
    "-y",
    "-i",
    input,
    "-filter_complex",
    [split, ...scales].join(";"),
  ];
  rungs.forEach((r, i) => {
    args.push("-map", `[v${i}]`);
    args.push(
      `-c:v:${i}`,
      "libx264",
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.2)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    );
  });
  if (source.hasAudio)
    rungs.forEach((r, i) => {
      args.push("-map", "0:a:0", `-c:a:${i}`, "aac", `-b:a:${i}`, `${r.audioKbps}k`, `-ac:a:${i}`, "2");
    });
  args.push(
    "-preset",
    X264_PRESET,
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-sc_threshold",
    "0",
    "-force_key_frames",
    `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`,
    "-f",
    "hls",
    "-hls_time",
    String(SEGMENT_SECONDS),
    "-hls_playlist_type",
    "vod",
    "-hls_flags",
    "independent_segments",
    "-hls_segment_filename",
    join(out, "%v", "seg_%04d.ts"),
    "-master_pl_name",
    "master.m3u8",
    "-var_stream_map",
    rungs.map((r, i) => `v:${i}${source.hasAudio ? `,a:${i}` : ""},name:${r.height}p`).join(" "),
    "-progress",
    "pipe:1",
    "-nostats",
    join(out, "%v", "index.m3u8"),
  );
  return args;
}

/** Makes the ladder into `out` (master.m3u8 and one folder per rung), reporting the share done (0..1). */
export async function makeLadder(
  tools: FfmpegTools,
  input: string,
  out: string,
  source: Probe,
  rungs: readonly Rung[],
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  for (const r of rungs) await mkdir(join(out, `${r.height}p`), { recursive: true });
  let buffer = "";
  await run(tools.ffmpeg, ladderArgs(input, out, source, rungs), {
    signal,
    onStdout: (chunk) => {
      buffer += chunk;
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) {
        const m = /^out_time_us=(\d+)/.exec(line);
        if (m) onProgress(Math.min(1, Number(m[1]) / 1e6 / source.durationSeconds));
      }
    },
  });
}

/** Seconds between two thumbnails of the sprite: at most 100 of them, at least 2 s apart. */
export function spriteInterval(durationSeconds: number): number {
  return Math.max(2, Math.ceil(durationSeconds / 100));
}

/** Sprite tile size (16:9) and columns. */
export const SPRITE = { width: 160, height: 90, columns: 10 } as const;

/** The WebVTT index of a sprite: one cue per thumbnail, pointing at its tile (#xywh). */
export function spriteVtt(durationSeconds: number, imageName: string): string {
  const step = spriteInterval(durationSeconds);
  const count = Math.max(1, Math.ceil(durationSeconds / step));
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3_600_000);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    const sec = Math.floor((ms % 60_000) / 1000);
    const pad = (v: number, w = 2) => String(v).padStart(w, "0");
    return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
  };
  const cues = ["WEBVTT", ""];
  for (let i = 0; i < count; i++) {
    const x = (i % SPRITE.columns) * SPRITE.width;
    const y = Math.floor(i / SPRITE.columns) * SPRITE.height;
    const end = Math.min(durationSeconds, (i + 1) * step);
    cues.push(`${stamp(i * step)} --> ${stamp(end)}`);
    cues.push(`${imageName}#xywh=${x},${y},${SPRITE.width},${SPRITE.height}`, "");
  }
  return cues.join("\n");
}

/**
 * Makes poster.jpg (a frame of the source a third of the way in, at most 10 s) and sprite.jpg + sprite.vtt in `out`,
 * the sprite from `previewInput` when given (the lowest rendition's playlist).
 */
export async function makeImages(
  tools: FfmpegTools,
  input: string,
  out: string,
  source: Probe,
  signal?: AbortSignal,
  previewInput?: string,
): Promise<void> {
  const at = Math.min(10, source.durationSeconds / 3);
  await run(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostdin",
      "-y",
      "-ss",
      at.toFixed(2),
      "-i",
      input,
      "-frames:v",
      "1",
      "-vf",
      `scale=-2:${Math.min(720, source.height - (source.height % 2))}`,
      "-q:v",
      "4",
      join(out, "poster.jpg"),
    ],
    { signal },
  );
  const step = spriteInterval(source.durationSeconds);
  const count = Math.max(1, Math.ceil(source.durationSeconds / step));
  const rows = Math.ceil(count / SPRITE.columns);
  const { width, height, columns } = SPRITE;
  await run(
    tools.ffmpeg,
    [
      "-hide_banner",
      "-nostdin",
      "-y",
      // The lowest rendition, already made: decoding 240p instead of the 1080p source makes this pass cheap.
      "-i",
      previewInput ?? input,
      "-vf",
      `fps=1/${step},scale=${width}:${height}:force_original_aspect_ratio=decrease,` +
        `pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,tile=${columns}x${rows}`,
      "-frames:v",
      "1",
      "-q:v",
      "6",
      join(out, "sprite.jpg"),
    ],
    { signal },
  );
  await writeFile(join(out, "sprite.vtt"), spriteVtt(source.durationSeconds, "sprite.jpg"));
}

/** Every file under a folder, as paths relative to it (with / separators). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}
