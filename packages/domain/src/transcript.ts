// Lesson transcripts: one text an instructor edits, a cue per line ("m:ss text"), from which both the transcript
// under the player and the WebVTT captions track are made; and module titles kept free of the "Module n:" that
// the screens put in front of them.
import { withoutControlCharacters } from "./plain-text.ts";

/** One timed line of a transcript (seconds from the start of the video). */
export interface TranscriptCue {
  start: number;
  end: number;
  text: string;
}

/** How long the last cue stays on screen when the video's duration is unknown. */
export const LAST_CUE_SECONDS = 6;
/** A transcript longer than this many characters is refused (about an hour of speech). */
export const MAX_TRANSCRIPT_CHARS = 60_000;

const LINE = /^\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?:\.(\d{1,3}))?\s+(.+?)\s*$/;

/** Seconds of a "h:mm:ss", "m:ss" or "m:ss.mmm" time, or null when it is not one. */
function parseTime(h: string | undefined, m: string, s: string, ms: string | undefined): number | null {
  const minutes = Number(m);
  const seconds = Number(s);
  if (seconds > 59 || (h !== undefined && minutes > 59)) return null;
  return Number(h ?? 0) * 3600 + minutes * 60 + seconds + (ms ? Number(ms.padEnd(3, "0")) / 1000 : 0);
}

/**
 * Parses a timed transcript: one cue per non-empty line, "m:ss text" (or "h:mm:ss text"), times rising. Each cue
 * lasts until the next one starts; the last until the video's end (or LAST_CUE_SECONDS). Errors name the line.
 */
export function parseTimedTranscript(
  text: string,
  durationSeconds: number | null = null,
): { cues: TranscriptCue[]; errors: string[] } {
  const starts: { start: number; text: string }[] = [];
  const errors: string[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (raw.trim() === "") continue;
    const m = LINE.exec(raw);
    const start = m ? parseTime(m[1], m[2]!, m[3]!, m[4]) : null;
    if (!m || start === null) {
      errors.push(`line ${i + 1}: start with a time such as 0:05 or 1:02:30, then the words`);
      continue;
    }
    const prev = starts[starts.length - 1];
    if (prev && start <= prev.start) {
      errors.push(`line ${i + 1}: ${m[0].trim().split(/\s/)[0]} is not after the line before`);
      continue;
    }
    starts.push({ start, text: m[5]! });
  }
  const cues = starts.map((c, i) => {
    const following = starts[i + 1]?.start;
    const end =
      following ??
      (durationSeconds !== null && durationSeconds > c.start ? durationSeconds : c.start + LAST_CUE_SECONDS);
    return { start: c.start, end, text: c.text };
  });
  return { cues, errors };
}

/** "m:ss" (or "h:mm:ss") of a cue start, as an instructor writes it. */
export function cueClock(seconds: number): string {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}

function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, "0");
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, "0");
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, "0")}`;
}

/** Cue text as WebVTT wants it: & and < escaped (else read as markup), no line end or control character. */
function vttText(text: string): string {
  return withoutControlCharacters(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A WebVTT captions file of the cues (numbered, cue text escaped so it can neither add markup nor end its cue). */
export function toWebVtt(cues: readonly TranscriptCue[]): string {
  const body = cues.map(
    (c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${vttText(c.text)}\n`,
  );
  return ["WEBVTT\n", ...body].join("\n");
}

/** Cues whose words contain every word of the query (case-insensitive); all cues for an empty query. */
export function searchCues<C extends { text: string }>(cues: readonly C[], query: string): C[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cues];
  return cues.filter((c) => {
    const text = c.text.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

const MODULE_PREFIX = /^\s*module\s+\d+\s*[:.\-–—]\s*/i;

/** A module title without a leading "Module 3:" (the screens number modules themselves). */
export function stripModulePrefix(title: string): string {
  const stripped = title.replace(MODULE_PREFIX, "").trim();
  return stripped === "" ? title.trim() : stripped;
}
