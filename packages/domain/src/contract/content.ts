// Learning content: video resources with questions (/api/resources), notes (/api/notes) and the instructor's
// authoring and progress API (/api/content, admin role). SPEC.md names no paths here; these are of our design.
import { z } from "zod";
import { MAX_ID, NumberInput, noControlCharacters } from "./common.ts";
import { MAX_OPTIONS, MIN_OPTIONS, RESOURCE_TRACKS } from "../content.ts";
import { FAMILIES, NOTES_ROUTES } from "../programs.ts";
import { MAX_TRANSCRIPT_CHARS, parseTimedTranscript, stripModulePrefix } from "../transcript.ts";

const Family = z.enum(FAMILIES, { message: "family must be a program family (FMEP, IBEP, BA, ...)" });
const Track = z.enum(RESOURCE_TRACKS, { message: "track must be 'main' or 'beginner'" });
const Id = z
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(MAX_ID, `must be at most ${MAX_ID}`);
/** A path id: a JSON number or a string of digits only (no spaces, plus signs or decimals), within Id's range. */
const PathId = z.preprocess((v) => (typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v), Id);

/** `{id}` of every /api/resources and /api/content path. */
export const ContentIdParam = z.object({ id: PathId });

/** `?force=true` of the DELETE routes: also delete the learners' answers and progress (else 409 learner_data). */
export const DeleteContentQuery = z.object({
  force: z
    .enum(["true", "false"], { message: "force must be true or false" })
    .optional()
    .transform((v) => v === "true")
    .describe(
      "true also deletes learners' answers and watch progress; without it, content learners have answered or " +
        "watched is refused with 409 learner_data (the message says how much would be lost)",
    ),
});
/** A one-line title of 1-200 characters; `label` is the field's name on the screen. */
const titled = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(200, `Shorten the ${label.toLowerCase()} to 200 characters or fewer`)
    .refine(...noControlCharacters(label));
const Title = titled("Title");
const ChapterTitle = titled("Chapter title");
/** A module title: the screens number modules ("Module 2: ..."), so a typed "Module 3:" in front is dropped. */
const ModuleTitle = titled("Module title")
  .transform(stripModulePrefix)
  .describe("the module's name; a leading 'Module n:' is dropped, the screens number modules themselves");
const Description = z
  .string()
  .trim()
  .max(2000, "Shorten the description to 2000 characters or fewer")
  .refine(...noControlCharacters("Description", true));

/** `?track=main|beginner` (default main). */
export const TrackQuery = z.object({ track: Track.default("main") });

/** How a video is played: an external MP4/HLS address, an uploaded file, or a clip shipped with the demo. */
export const VideoSourceKind = z.enum(["url", "upload", "demo"]);
export type VideoSourceKind = z.infer<typeof VideoSourceKind>;

/** One learner's progress on one video. */
export const VideoProgress = z.object({
  positionSeconds: z.number().describe("where the learner left off"),
  durationSeconds: z.number().nullable(),
  completed: z.boolean().describe("watched to 90% or to the end (sticky)"),
  resumeAt: z.number().describe("where playback starts next time (0 when the learner was at the end)"),
  questions: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  scorePercent: z.number().int().nullable().describe("correct answers over the video's questions"),
  updatedAt: z.string().nullable().describe("ISO time of the last progress report"),
});
export type VideoProgress = z.infer<typeof VideoProgress>;

/** Progress of a module or of a whole track. */
export const ProgressSummary = z.object({
  videos: z.number().int(),
  completedVideos: z.number().int(),
  questions: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  scorePercent: z.number().int().nullable(),
  percentComplete: z.number().int(),
});
export type ProgressSummary = z.infer<typeof ProgressSummary>;

/** A video in a learner's module list. */
export const ResourceVideo = z.object({
  id: Id,
  moduleId: Id,
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  durationSeconds: z.number().nullable(),
  kind: VideoSourceKind,
  format: z.enum(["file", "hls"]),
  progress: VideoProgress,
});
export type ResourceVideo = z.infer<typeof ResourceVideo>;

/** A module with its videos and the learner's progress. */
export const ResourceModule = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  videos: z.array(ResourceVideo),
  progress: ProgressSummary,
});
export type ResourceModule = z.infer<typeof ResourceModule>;

/** GET /api/resources: the current program's modules, progress, and where to resume. */
export const ResourcesResponse = z.object({
  program: z.string().nullable(),
  family: Family,
  track: Track,
  hasBeginnerTrack: z.boolean(),
  modules: z.array(ResourceModule),
  progress: ProgressSummary,
  resume: z.object({ moduleId: Id, videoId: Id, positionSeconds: z.number() }).nullable(),
});
export type ResourcesResponse = z.infer<typeof ResourcesResponse>;

/** A question as a learner sees it: the correct option only once they have answered. */
export const LearnerQuestion = z.object({
  id: Id,
  prompt: z.string(),
  options: z.array(z.string()),
  position: z.number().int(),
  answer: z
    .object({
      choiceIndex: z.number().int(),
      correct: z.boolean(),
      correctIndex: z.number().int(),
      explanation: z.string(),
      answeredAt: z.string(),
    })
    .nullable(),
});
export type LearnerQuestion = z.infer<typeof LearnerQuestion>;

/** One timed line of a lesson's transcript. */
export const TranscriptCue = z.object({
  start: z.number().describe("seconds from the start of the video"),
  end: z.number(),
  text: z.string(),
});

/** A transcoded video's HLS ladder, as signed, session-bound addresses (short-lived). */
export const VideoStream = z.object({
  masterUrl: z.string().describe("the master playlist (every rendition; hls.js or native HLS picks)"),
  posterUrl: z.string().describe("a frame of the video, shown before play"),
  thumbnailsUrl: z.string().nullable().describe("WebVTT index of the seek-preview sprite"),
  renditions: z
    .array(z.number().int())
    .describe("heights of the renditions, lowest first (e.g. 240, 360, 540, 720)"),
});
export type VideoStream = z.infer<typeof VideoStream>;

/** GET /api/resources/videos/{id}: a video to play, with its questions and the learner's answers. */
export const VideoDetail = ResourceVideo.extend({
  moduleTitle: z.string(),
  playbackUrl: z.string().describe("MP4/HLS address, or a signed media URL for an uploaded or demo file"),
  mimeType: z.string().nullable(),
  transcript: z.array(TranscriptCue).describe("the lesson's transcript, a cue per line (empty when none)"),
  captionsUrl: z
    .string()
    .nullable()
    .describe("signed WebVTT captions of the transcript (null without a transcript)"),
  questions: z.array(LearnerQuestion),
  stream: VideoStream.nullable().describe(
    "the adaptive HLS ladder once transcoded (playbackUrl is then its master playlist); null: played as uploaded",
  ),
  watermark: z
    .string()
    .nullable()
    .describe("the learner's email, overlaid on the player (deterrence against screen recording)"),
});
export type VideoDetail = z.infer<typeof VideoDetail>;

/** PUT /api/resources/videos/{id}/progress */
export const ProgressBody = z.object({
  positionSeconds: z.number().min(0, "must be 0 or more").max(86_400, "must be at most 24 hours"),
  durationSeconds: z.number().positive("must be more than 0").max(86_400).nullable().optional(),
  ended: z.boolean().optional(),
});
export type ProgressBody = z.infer<typeof ProgressBody>;

/** POST /api/resources/questions/{id}/answer: one answer per question per learner (a second is 409). */
export const AnswerBody = z.object({
  choiceIndex: z
    .number({ message: "Choose one of the options" })
    .int()
    .min(0)
    .max(MAX_OPTIONS - 1),
});
export type AnswerBody = z.infer<typeof AnswerBody>;
export const AnswerResponse = z.object({
  questionId: Id,
  choiceIndex: z.number().int(),
  correct: z.boolean(),
  correctIndex: z.number().int(),
  explanation: z.string(),
  progress: VideoProgress,
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/** `?sig=` of GET /api/resources/media/{id}: a short-lived signed token (a <video> cannot send headers). */
export const MediaQuery = z.object({ sig: z.string().min(1, "sig is required").max(4096) });

/** GET /api/resources/media/{id}/hls/{file}: a file of the video's HLS ladder. */
export const HlsFileParam = z.object({
  id: PathId,
  "*": z
    .string()
    .regex(
      /^(master\.m3u8|poster\.jpg|sprite\.jpg|sprite\.vtt|[0-9]{2,4}p\/(index\.m3u8|seg_[0-9]{4,6}\.ts))$/,
      "not a file of a video's stream",
    ),
});

// --- Notes -----------------------------------------------------------------------------------------------------

/** One notes document (a chapter): Markdown, rendered sanitised on the page. */
export const NoteDoc = z.object({
  id: Id,
  family: Family,
  title: z.string(),
  markdown: z.string(),
  position: z.number().int(),
  updatedAt: z.string(),
});
export type NoteDoc = z.infer<typeof NoteDoc>;

/** GET /api/notes?route=: the notes page asked for (default: the program's own page). */
export const NotesQuery = z.object({
  route: z
    .enum(NOTES_ROUTES as [string, ...string[]])
    .optional()
    .describe("a notes page the current program may open, e.g. /note; a barred page answers 403"),
});
export type NotesQuery = z.infer<typeof NotesQuery>;

/** A chapter as a learner's notes page gets it: with its Markdown rendered, sanitised, as HTML. */
export const LearnerNoteDoc = NoteDoc.extend({
  html: z
    .string()
    .describe(
      "the Markdown as sanitised HTML (GitHub-flavoured, no raw HTML, safe links; headings with anchor ids)",
    ),
});
export type LearnerNoteDoc = z.infer<typeof LearnerNoteDoc>;

/** GET /api/notes: the notes shown on a notes page (the current program's family on its own page) and that page. */
export const NotesResponse = z.object({
  program: z.string().nullable(),
  family: Family,
  notesRoute: z.enum(NOTES_ROUTES as [string, ...string[]]),
  notes: z.array(LearnerNoteDoc),
});
export type NotesResponse = z.infer<typeof NotesResponse>;

// --- Instructor (admin) ----------------------------------------------------------------------------------------

export const AdminQuestion = z.object({
  id: Id,
  videoId: Id,
  prompt: z.string(),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  explanation: z.string(),
  position: z.number().int(),
  answerCount: z.number().int(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

/** A video as the instructor edits it: a learner's video fields (ResourceVideo, without progress) and its sources. */
export const AdminVideo = ResourceVideo.omit({ progress: true }).extend({
  url: z.string().nullable().describe("the external address (kind url)"),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  previewUrl: z.string().describe("what a player loads (signed media URL for files)"),
  transcript: z.string().describe("the timed transcript as edited: one 'm:ss text' line per caption"),
  questions: z.array(AdminQuestion),
});
export type AdminVideo = z.infer<typeof AdminVideo>;

export const AdminModule = z.object({
  id: Id,
  family: Family,
  track: Track,
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  videos: z.array(AdminVideo),
});
export type AdminModule = z.infer<typeof AdminModule>;

/** GET /api/content/modules?family=&track= */
export const AdminModulesQuery = z.object({ family: Family, track: Track.default("main") });
export const AdminModulesResponse = z.object({
  family: Family,
  track: Track,
  modules: z.array(AdminModule),
});
export type AdminModulesResponse = z.infer<typeof AdminModulesResponse>;

/** POST /api/content/modules */
export const CreateModuleBody = z.object({
  family: Family,
  track: Track.default("main"),
  title: ModuleTitle,
  description: Description.default(""),
});
export type CreateModuleBody = z.input<typeof CreateModuleBody>;

/** PATCH /api/content/modules/{id} */
export const UpdateModuleBody = z
  .object({ title: ModuleTitle.optional(), description: Description.optional() })
  .refine((b) => b.title !== undefined || b.description !== undefined, "body: give title or description");
export type UpdateModuleBody = z.infer<typeof UpdateModuleBody>;

/** PUT /api/content/modules/order: the family's modules of a track, every id once, in the new order. */
export const OrderModulesBody = z.object({
  family: Family,
  track: Track.default("main"),
  ids: z.array(Id).max(500),
});
export type OrderModulesBody = z.input<typeof OrderModulesBody>;

/** PUT /api/content/modules/{id}/videos/order and /api/content/videos/{id}/questions/order */
export const OrderIdsBody = z.object({ ids: z.array(Id).max(500) });
export type OrderIdsBody = z.infer<typeof OrderIdsBody>;

const HttpUrl = z
  .string()
  .trim()
  .max(2000, "Shorten the video address to 2000 characters or fewer")
  .regex(
    /^https?:\/\/[^\s/?#]+[^\s]*$/i,
    "Enter the video address as a full web address starting with https://, of an MP4 file or an HLS playlist (.m3u8)",
  );

/** POST /api/content/modules/{id}/videos: a video played from an MP4 or HLS address. */
export const CreateUrlVideoBody = z.object({
  title: Title,
  description: Description.default(""),
  url: HttpUrl,
  durationSeconds: z.number().positive().max(86_400).nullable().optional(),
});
export type CreateUrlVideoBody = z.input<typeof CreateUrlVideoBody>;

/** Text fields of POST /api/content/modules/{id}/videos/upload (multipart: title, description, file). */
export const UploadVideoFields = z.object({
  title: Title,
  description: Description.default(""),
  durationSeconds: NumberInput("durationSeconds")
    .pipe(z.number().positive("durationSeconds must be positive").max(86_400))
    .optional(),
});

/**
 * The multipart body of the upload route, for the API reference only: the route reads the parts itself (streamed,
 * size-limited, checked by content), so this schema is optional and never what validates the upload.
 */
export const UploadVideoDoc = z
  .object({
    title: z.string().describe("1 to 200 characters"),
    description: z.string().optional(),
    durationSeconds: z.string().optional().describe("seconds, optional"),
    file: z.string().describe("the video file: MP4 or WebM (checked by its bytes)"),
  })
  .optional();

/** 200 of GET /api/resources/media/{id}: the file's bytes (documented as a string; the type is video/mp4 or webm). */
export const MediaBytes = z.string().describe("the video bytes; 206 with Content-Range for a Range request");

/** A timed transcript: "m:ss words" per line, times rising; captions are made from it. */
const Transcript = z
  .string()
  .max(MAX_TRANSCRIPT_CHARS, `Shorten the transcript to ${MAX_TRANSCRIPT_CHARS} characters or fewer`)
  .refine(...noControlCharacters("Transcript and captions", true))
  .superRefine((text, ctx) => {
    for (const message of parseTimedTranscript(text).errors.slice(0, 5))
      ctx.addIssue({ code: "custom", message });
  })
  .describe("one caption per line: 'm:ss words' (or 'h:mm:ss words'), times rising; empty removes it");

/** 200 of GET /api/resources/media/{id}/captions.vtt: a WebVTT file (text/vtt). */
export const CaptionsText = z.string().describe("WEBVTT captions made from the lesson's timed transcript");

/** PATCH /api/content/videos/{id} */
export const UpdateVideoBody = z
  .object({
    title: Title.optional(),
    description: Description.optional(),
    url: HttpUrl.optional().describe("only for videos played from an address"),
    durationSeconds: z.number().positive().max(86_400).nullable().optional(),
    transcript: Transcript.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Change at least one field");
export type UpdateVideoBody = z.infer<typeof UpdateVideoBody>;

const Option = z
  .string()
  .trim()
  .min(1, "Fill in each option or remove it")
  .max(300)
  .refine(...noControlCharacters("Each option"));
const Prompt = z
  .string()
  .trim()
  .min(1, "Write the question")
  .max(1000)
  .refine(...noControlCharacters("Question", true));
const Explanation = z
  .string()
  .trim()
  .max(2000)
  .refine(...noControlCharacters("Explanation", true));
const Options = z
  .array(Option)
  .min(MIN_OPTIONS, `Give ${MIN_OPTIONS} to ${MAX_OPTIONS} options`)
  .max(MAX_OPTIONS, `Give ${MIN_OPTIONS} to ${MAX_OPTIONS} options`);

/** POST /api/content/videos/{id}/questions */
export const CreateQuestionBody = z
  .object({
    prompt: Prompt,
    options: Options,
    correctIndex: z.number().int().min(0),
    explanation: Explanation.default(""),
  })
  .refine((b) => b.correctIndex < b.options.length, {
    message: "Mark a filled-in option as the correct one",
    path: ["correctIndex"],
  });
export type CreateQuestionBody = z.input<typeof CreateQuestionBody>;

/** PATCH /api/content/questions/{id} (options and correctIndex are fixed once learners have answered). */
export const UpdateQuestionBody = z
  .object({
    prompt: Prompt.optional(),
    options: Options.optional(),
    correctIndex: z.number().int().min(0).optional(),
    explanation: Explanation.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Change at least one field");
export type UpdateQuestionBody = z.infer<typeof UpdateQuestionBody>;

/** GET /api/content/notes?family= */
export const AdminNotesQuery = z.object({ family: Family });
export const AdminNotesResponse = z.object({ family: Family, notes: z.array(NoteDoc) });
export type AdminNotesResponse = z.infer<typeof AdminNotesResponse>;

const Markdown = z
  .string()
  .max(200_000, "Shorten the note to 200,000 characters or fewer")
  .refine(...noControlCharacters("Markdown", true));

/** POST /api/content/notes */
export const CreateNoteBody = z.object({ family: Family, title: ChapterTitle, markdown: Markdown });
export type CreateNoteBody = z.infer<typeof CreateNoteBody>;

/** PATCH /api/content/notes/{id} */
export const UpdateNoteBody = z
  .object({ title: ChapterTitle.optional(), markdown: Markdown.optional() })
  .refine((b) => b.title !== undefined || b.markdown !== undefined, "body: give title or markdown");
export type UpdateNoteBody = z.infer<typeof UpdateNoteBody>;

/** PUT /api/content/notes/order */
export const OrderNotesBody = z.object({
  family: Family,
  ids: z.array(Id).max(500),
});
export type OrderNotesBody = z.infer<typeof OrderNotesBody>;

/** GET /api/content/progress?family=&track=: every learner of the family, per module. */
export const AdminProgressQuery = AdminModulesQuery;
export const LearnerModuleProgress = ProgressSummary.extend({ moduleId: Id });
export const LearnerProgressRow = z.object({
  userId: Id,
  name: z.string(),
  email: z.string(),
  programs: z.array(z.string()),
  modules: z.array(LearnerModuleProgress),
  overall: ProgressSummary,
  lastActivity: z.string().nullable(),
});
export type LearnerProgressRow = z.infer<typeof LearnerProgressRow>;
export const AdminProgressResponse = z.object({
  family: Family,
  track: Track,
  modules: z.array(
    z.object({ id: Id, title: z.string(), videos: z.number().int(), questions: z.number().int() }),
  ),
  learners: z.array(LearnerProgressRow),
});
export type AdminProgressResponse = z.infer<typeof AdminProgressResponse>;

/** `{ deleted: id }` for DELETE routes. */
export const Deleted = z.object({ deleted: Id });

/** POST /api/content/modules/{id}/videos/resumable: add a video from a finished resumable (tus) upload. */
export const ResumableVideoBody = z.object({
  uploadId: z.string().regex(/^[0-9a-f]{32}$/, "uploadId: not an upload id"),
  title: Title,
  description: Description.default(""),
  durationSeconds: z.number().positive("durationSeconds must be positive").max(86_400).optional(),
});
export type ResumableVideoBody = z.infer<typeof ResumableVideoBody>;

/** A transcoding job as /admin shows it. */
export const VideoJob = z.object({
  id: Id,
  videoId: Id,
  title: z.string(),
  state: z.enum(["queued", "running", "done", "failed", "canceled"]),
  percent: z.number().describe("0-100"),
  pass: z.string().describe("what it is doing: waiting, fetching, probing, ladder, poster, storing, done"),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  error: z.string().nullable().describe("why the last attempt failed, in plain words"),
  runAfter: z.string().describe("when a queued job is due (a retry waits)"),
  updatedAt: z.string(),
});
export type VideoJob = z.infer<typeof VideoJob>;

/** GET /api/content/video-jobs: whether this instance transcodes (and why not), and the latest jobs. */
export const VideoJobsResponse = z.object({
  transcoding: z.object({
    enabled: z.boolean(),
    reason: z.string().nullable().describe("why transcoding is off (no ffmpeg, concurrency 0); null when on"),
    concurrency: z.number().int(),
  }),
  jobs: z.array(VideoJob),
});
export type VideoJobsResponse = z.infer<typeof VideoJobsResponse>;
