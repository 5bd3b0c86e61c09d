// Learning-content rules shared by server and web: resource tracks, when a video counts as watched, how answers
// are scored, and how progress rolls up per video and per module (PRODUCT.md "Learning content").
import { NOTES_ROUTES, PROGRAMS, PROGRAM_NAMES } from "./programs.ts";
import type { Family, NotesRoute } from "./programs.ts";

/** The resource tracks: the main modules (/resource, /newresource) and the starter track (/beginerresource). */
export const RESOURCE_TRACKS = ["main", "beginner"] as const;
export type ResourceTrack = (typeof RESOURCE_TRACKS)[number];

/** Families whose menu has "For Beginner" (SPEC.md section 2: FnO, ML). */
export const BEGINNER_FAMILIES: readonly Family[] = ["FnO", "ML"];

/** A video counts as watched once the learner has reached this share of its duration. */
export const WATCHED_RATIO = 0.9;
/** Within this many seconds of the end a resume starts the video again from the beginning. */
export const RESUME_TAIL_SECONDS = 5;
/** A multiple-choice question has between this many options... */
export const MIN_OPTIONS = 2;
/** ...and this many. */
export const MAX_OPTIONS = 6;
/** Default upload limit for one video file, in megabytes (VIDEO_UPLOAD_MAX_MB overrides it). */
export const DEFAULT_VIDEO_UPLOAD_MAX_MB = 200;
/** Video container types accepted for upload (checked on the bytes, not the name), with their extension. */
export const VIDEO_MIME_TYPES: Readonly<Record<string, string>> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/x-m4v": "m4v",
};

/** True for the families that have a "For Beginner" track. */
export function hasBeginnerTrack(family: Family): boolean {
  return BEGINNER_FAMILIES.includes(family);
}

/** How a video URL is played: HLS playlists (.m3u8) need hls.js outside Safari; everything else is a file. */
export function videoFormat(url: string): "hls" | "file" {
  const path = url.split(/[?#]/)[0] ?? "";
  return /\.m3u8$/i.test(path) ? "hls" : "file";
}

/** True when the watched position reaches WATCHED_RATIO of the duration (an unknown duration never does). */
export function reachesWatched(positionSeconds: number, durationSeconds: number | null): boolean {
  if (durationSeconds === null || !(durationSeconds > 0)) return false;
  return positionSeconds >= durationSeconds * WATCHED_RATIO;
}

/** A learner's stored progress on one video. */
export interface StoredProgress {
  positionSeconds: number;
  durationSeconds: number | null;
  completed: boolean;
}

/** A progress report from the player: where playback is, the duration it knows, and whether it reached the end. */
export interface ProgressReport {
  positionSeconds: number;
  durationSeconds?: number | null;
  ended?: boolean;
}

/** An "ended" report counts only when the position is within this many seconds of the (known) end. */
export const ENDED_TOLERANCE_SECONDS = 5;

function positive(n: number | null | undefined): number | null {
  return n !== undefined && n !== null && n > 0 ? n : null;
}

/**
 * The progress after a report: the position is where the learner is now (so a resume lands there), clamped to the
 * duration; "completed" is sticky once reached by watching WATCHED_RATIO or by the end of playback.
 *
 * `knownDuration` is the video's duration as the server knows it (set by the instructor): when there is one, the
 * player's duration is ignored, and `ended` counts only within ENDED_TOLERANCE_SECONDS of that end (a client cannot
 * finish a 10-minute video by reporting `{positionSeconds: 1, durationSeconds: 1}` or `ended: true` at 0:01).
 * Without one, the player's duration (or the stored one) is the best there is.
 */
export function nextProgress(
  prev: StoredProgress | null,
  report: ProgressReport,
  knownDuration: number | null = null,
): StoredProgress {
  const duration =
    positive(knownDuration) ?? positive(report.durationSeconds) ?? positive(prev?.durationSeconds);
  const position = Math.max(
    0,
    duration === null ? report.positionSeconds : Math.min(report.positionSeconds, duration),
  );
  const ended =
    report.ended === true && (duration === null || position >= duration - ENDED_TOLERANCE_SECONDS);
  const completed = (prev?.completed ?? false) || ended || reachesWatched(position, duration);
  return { positionSeconds: position, durationSeconds: duration, completed };
}

/** Where playback should start: the stored position, or 0 when nothing is stored or the learner was at the end. */
export function resumeAt(progress: StoredProgress | null): number {
  if (!progress) return 0;
  const { positionSeconds, durationSeconds } = progress;
  if (durationSeconds !== null && positionSeconds >= durationSeconds - RESUME_TAIL_SECONDS) return 0;
  return positionSeconds;
}

/** True when choiceIndex is the question's correct option. */
export function isCorrectChoice(question: { correctIndex: number }, choiceIndex: number): boolean {
  return question.correctIndex === choiceIndex;
}

/** Percentage of correct answers out of the questions asked, rounded; null when there are no questions. */
export function scorePercent(correct: number, questions: number): number | null {
  if (questions <= 0) return null;
  return Math.round((Math.min(correct, questions) / questions) * 100);
}

/** What one video contributes to its module's progress. */
export interface VideoTally {
  completed: boolean;
  questions: number;
  answered: number;
  correct: number;
}

/** Progress of a module (or of a whole track): videos watched, questions answered and the score. */
export interface ProgressSummary {
  videos: number;
  completedVideos: number;
  questions: number;
  answered: number;
  correct: number;
  /** Correct answers over all questions of the module, as a percentage (null without questions). */
  scorePercent: number | null;
  /** Share of the module done, counting each video watched and each question answered as one step. */
  percentComplete: number;
}

/** Rolls video tallies up into a module (or track) summary. */
export function summarise(videos: readonly VideoTally[]): ProgressSummary {
  let completedVideos = 0;
  let questions = 0;
  let answered = 0;
  let correct = 0;
  for (const v of videos) {
    if (v.completed) completedVideos += 1;
    questions += v.questions;
    answered += Math.min(v.answered, v.questions);
    correct += Math.min(v.correct, v.questions);
  }
  const steps = videos.length + questions;
  return {
    videos: videos.length,
    completedVideos,
    questions,
    answered,
    correct,
    scorePercent: scorePercent(correct, questions),
    percentComplete: steps === 0 ? 0 : Math.round(((completedVideos + answered) / steps) * 100),
  };
}

/** Sums several summaries (e.g. the modules of a track) into one. */
export function combine(summaries: readonly ProgressSummary[]): ProgressSummary {
  const tallies: VideoTally[] = [];
  let videos = 0;
  let completedVideos = 0;
  for (const s of summaries) {
    videos += s.videos;
    completedVideos += s.completedVideos;
    tallies.push({ completed: false, questions: s.questions, answered: s.answered, correct: s.correct });
  }
  const base = summarise(tallies);
  const steps = videos + base.questions;
  return {
    ...base,
    videos,
    completedVideos,
    percentComplete: steps === 0 ? 0 : Math.round(((completedVideos + base.answered) / steps) * 100),
  };
}

/** One video in track order, with the learner's progress and when it last changed. */
export interface ResumeCandidate {
  videoId: number;
  completed: boolean;
  positionSeconds: number;
  updatedAt: number | null;
}

/**
 * The video to resume: the most recently watched one that is not finished; else the first unfinished video after
 * the most recently finished one (the next in order); else the first unfinished; null when everything is done.
 */
export function resumeVideo(videosInOrder: readonly ResumeCandidate[]): number | null {
  let latestOpen: ResumeCandidate | null = null;
  let latestIndex = -1;
  let latestAt = -Infinity;
  for (const [index, v] of videosInOrder.entries()) {
    if (v.updatedAt === null) continue;
    if (
      !v.completed &&
      v.positionSeconds > 0 &&
      (latestOpen === null || v.updatedAt > (latestOpen.updatedAt ?? 0))
    )
      latestOpen = v;
    // "Finished" is the rule: a video opened and left at 0:00 (a progress report of 0) is not one to go past.
    if (v.completed && v.updatedAt > latestAt) {
      latestAt = v.updatedAt;
      latestIndex = index;
    }
  }
  if (latestOpen !== null) return latestOpen.videoId;
  const next =
    videosInOrder.slice(latestIndex + 1).find((v) => !v.completed) ?? videosInOrder.find((v) => !v.completed);
  return next?.videoId ?? null;
}

/** The families whose learners read a notes page (e.g. /DSNOTES: DS and PYTHON; /MLNOTES: ML, FMEP, CMEP, NORMAL). */
export function familiesOfNotesRoute(route: NotesRoute): Family[] {
  const out: Family[] = [];
  for (const name of PROGRAM_NAMES) {
    const info = PROGRAMS[name];
    if (info.notesRoute === route && !out.includes(info.family)) out.push(info.family);
  }
  return out;
}

/** The notes route of a family (every program of a family shares it). */
export function notesRouteOfFamily(family: Family): NotesRoute {
  const name = PROGRAM_NAMES.find((n) => PROGRAMS[n].family === family);
  return name ? PROGRAMS[name].notesRoute : "/MLNOTES";
}

/** The notes routes this area renders: every one but /EXCELNOTES, which is the Excel course screen. */
export const MARKDOWN_NOTES_ROUTES: readonly NotesRoute[] = NOTES_ROUTES.filter((r) => r !== "/EXCELNOTES");

/** A track's list shape as far as progress goes: modules of videos, each level with its progress. */
export interface ProgressTree<P extends VideoTally> {
  modules: { videos: { id: number; progress: P }[]; progress: ProgressSummary }[];
  progress: ProgressSummary;
}

/**
 * The list with one video's progress replaced and its module's and the track's summaries rolled up again, so a
 * saved report shows everywhere at once; "completed" stays true once the list had it (a late, older report must
 * not undo it).
 */
export function withVideoProgress<P extends VideoTally, T extends ProgressTree<P>>(
  list: T,
  videoId: number,
  progress: P,
): T {
  const modules = list.modules.map((m) => {
    if (!m.videos.some((v) => v.id === videoId)) return m;
    const videos = m.videos.map((v) =>
      v.id === videoId
        ? { ...v, progress: { ...progress, completed: v.progress.completed || progress.completed } }
        : v,
    );
    return { ...m, videos, progress: summarise(videos.map((v) => v.progress)) };
  });
  return { ...list, modules, progress: combine(modules.map((m) => m.progress)) };
}

/** The video after `videoId` in track order (across modules), or null at the end or when it is not in the list. */
export function nextVideoId(videoIdsInOrder: readonly number[], videoId: number): number | null {
  const at = videoIdsInOrder.indexOf(videoId);
  return at < 0 ? null : (videoIdsInOrder[at + 1] ?? null);
}

/**
 * The video a resource screen opens on: the one asked for (?video=), else where the learner left off, else the
 * first; null when the track has none.
 */
export function openingVideoId(
  list: { modules: readonly { videos: readonly { id: number }[] }[]; resume: { videoId: number } | null },
  requested: number | null,
): number | null {
  const videos = list.modules.flatMap((m) => m.videos);
  return videos.find((v) => v.id === requested)?.id ?? list.resume?.videoId ?? videos[0]?.id ?? null;
}
