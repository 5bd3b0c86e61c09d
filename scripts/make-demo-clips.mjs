// Renders the demo title-card clips, one per lesson of apps/server/data/content/lessons: the lesson's own title on a
// card, a bar that fills over the lesson's length, silent. Run by hand when a lesson is added or renamed (needs
// ffmpeg and the DejaVu fonts); the clips are committed, so seeding never renders anything.
//   node scripts/make-demo-clips.mjs [slug ...]
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./lib.mjs";

const content = join(root, "apps", "server", "data", "content");
const font = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const fontRegular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/** Breaks a title into lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join("\n");
}

const only = process.argv.slice(2);
const tmp = mkdtempSync(join(tmpdir(), "clips-"));
try {
  for (const file of readdirSync(join(content, "lessons")).sort()) {
    const slug = file.replace(/\.json$/, "");
    if (only.length && !only.includes(slug)) continue;
    const lesson = JSON.parse(readFileSync(join(content, "lessons", file), "utf8"));
    const titleFile = join(tmp, `${slug}.txt`);
    writeFileSync(titleFile, wrap(lesson.title, 30));
    const s = lesson.seconds;
    const filter =
      `[0]drawtext=fontfile=${fontRegular}:text='FINCAREER LESSON':fontcolor=0xF5B700:fontsize=18:x=(w-text_w)/2:y=70,` +
      `drawtext=fontfile=${font}:textfile=${titleFile}:fontcolor=white:fontsize=32:line_spacing=10:x=(w-text_w)/2:y=(h-text_h)/2,` +
      `drawtext=fontfile=${fontRegular}:text='Captions and transcript below the player':fontcolor=0xC8D3E0:fontsize=16:x=(w-text_w)/2:y=h-60[base];` +
      `[base][1]overlay=x=-600+600*t/${s}:y=H-8:shortest=1`;
    const out = join(content, "videos", `${slug}.mp4`);
    execFileSync(
      "ffmpeg",
      [
        ...["-y", "-loglevel", "error"],
        ...["-f", "lavfi", "-i", `color=c=0x1B3A5C:s=640x360:d=${s}:r=5`],
        ...["-f", "lavfi", "-i", `color=c=0xF5B700:s=600x8:r=5`],
        ...["-filter_complex", filter, "-t", String(s)],
        ...["-c:v", "libx264", "-profile:v", "baseline", "-pix_fmt", "yuv420p", "-crf", "32", "-g", "50"],
        ...["-movflags", "+faststart", "-an", out],
      ],
      { stdio: "inherit" },
    );
    console.log(`${slug}.mp4  ${s} s`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
