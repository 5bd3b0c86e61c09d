// Trading games (/api/games, SPEC.md section 7 "Games") and their admin API (/api/admin/games, of our design).
// The server judges every answer: learner-facing shapes carry no answer key until the learner has committed.
import { z } from "zod";
import { MAX_ID, noControlCharacters } from "./common.ts";
import { ECODE_TOPICS, IBEP_TOPICS } from "../games.ts";
import { PROGRAM_NAMES } from "../programs.ts";

const Id = z
  .number({ message: "must be a whole number" })
  .int("must be a whole number")
  .positive("must be a positive id")
  .max(MAX_ID, `must be at most ${MAX_ID}`);
/** A path id: a JSON number or a string of digits only, within Id's range. */
const PathId = z.preprocess((v) => (typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v), Id);
const Count = z.number().int().min(0);
const Wins = z
  .number({ message: "wins must be a whole number" })
  .int("wins must be a whole number")
  .min(0, "wins must be 0 or more")
  .max(1000, "wins must be at most 1000");
const Iso = z.string().describe("ISO 8601 time");

/** `{game}` of start_game and game-stats: checked by the service, so an unknown game is a 404, not a 400. */
export const GameParam = z.object({
  game: z.string().max(40).describe("g1, g2 or ecode (start_game); g1, g2, ecode or ibep (game-stats)"),
});
/** `{id}` of round-wins and set-wins: a game id. */
export const GameIdParam = z.object({ id: PathId });

/** GET start_game/{game}: the game's id (the open set is resumed rather than a second one started). */
export const StartGameResponse = z.object({
  id: z.number().int(),
  game: z.string(),
  resumed: z.boolean().describe("true when an unfinished set of this game was returned instead of a new one"),
});
export type StartGameResponse = z.infer<typeof StartGameResponse>;

/** One finished set in a learner's history. */
export const GameResult = z.object({
  id: z.number().int(),
  finished_at: Iso,
  score: Count,
  max_score: Count,
  won: z.boolean(),
});
export type GameResult = z.infer<typeof GameResult>;

/** GET game-stats/{game}: the learner's record in one game and their percentile in their program's cohort. */
export const GameStatsResponse = z.object({
  game: z.string(),
  played: Count.describe("finished sets"),
  won: Count,
  lost: Count,
  accuracy: z.number().int().describe("points scored over points possible in finished sets, percent"),
  best_streak: Count.describe("longest run of consecutive won sets"),
  percentile: z
    .number()
    .int()
    .nullable()
    .describe("accuracy percentile rank among learners of the same current program (null: nothing finished)"),
  cohort_size: Count.describe("learners of the cohort with a finished set of this game"),
  history: z.array(GameResult).describe("finished sets, oldest first (at most the last 50)"),
});
export type GameStatsResponse = z.infer<typeof GameStatsResponse>;

/** A candle of the g1 chart: `t` is the trading-day number (1 = first shown), prices rebased to 100. */
export const G1Candle = z.object({
  t: z.number().int(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
});
export type G1Candle = z.infer<typeof G1Candle>;

/** What a g1 round reveals once the learner has called it. */
export const G1Reveal = z.object({
  source: z
    .enum(["simulated", "market-history"])
    .describe(
      "simulated: a practice series generated for this round alone; market-history: a window of a scrip's stored " +
        "history (only in sets started before rounds were simulated)",
    ),
  description: z.string().describe("what the chart was, in plain words"),
  change_percent: z.number().describe("close after 5 trading days against the last shown close"),
  answer: z.enum(["up", "down"]),
  after: z.array(G1Candle).describe("the 5 candles that followed"),
});

/** A g1 round: the chart, and after the call the learner's pick, the verdict and the reveal. */
export const G1Round = z.object({
  round: z.number().int(),
  candles: z.array(G1Candle),
  pick: z.enum(["up", "down"]).nullable(),
  correct: z.boolean().nullable(),
  reveal: G1Reveal.nullable(),
});
export type G1Round = z.infer<typeof G1Round>;

const GameStatus = z.enum(["open", "won", "lost"]);

/** GET gameg1: the learner's latest g1 set (open or just finished) with its rounds. */
export const GameG1Response = z.object({
  id: z.number().int(),
  status: GameStatus,
  wins: Count.describe("correct calls so far"),
  total_rounds: Count,
  next_round: z.number().int().nullable().describe("the first round not called yet (null: all called)"),
  rounds: z.array(G1Round),
});
export type GameG1Response = z.infer<typeof GameG1Response>;

/** A ratio card of g2 (per cent figures as percentages, P/E and D/E as multiples). */
export const G2Card = z.object({
  card: z.number().int().describe("0-based card index"),
  pe: z.number(),
  roe: z.number(),
  debt_equity: z.number(),
  net_margin: z.number(),
  dividend_yield: z.number(),
});
export type G2Card = z.infer<typeof G2Card>;

/** A g2 round: 5 companies and 5 shuffled ratio cards; after the pick, the key (card -> company index). */
export const G2Round = z.object({
  round: z.number().int(),
  companies: z.array(z.object({ name: z.string(), short_code: z.string(), industry: z.string() })),
  cards: z.array(G2Card),
  pick: z.array(z.number().int()).nullable(),
  answer: z.array(z.number().int()).nullable().describe("answer[card] = company index; null until picked"),
  points: z.number().int().nullable(),
});
export type G2Round = z.infer<typeof G2Round>;

/** GET gameg2: the learner's latest g2 set. */
export const GameG2Response = z.object({
  id: z.number().int(),
  status: GameStatus,
  wins: Count.describe("correct pairs so far"),
  total_rounds: Count,
  max_score: Count,
  next_round: z.number().int().nullable(),
  rounds: z.array(G2Round),
});
export type GameG2Response = z.infer<typeof GameG2Response>;

/** POST round-wins/{id}: commits one round's pick; `wins` is the learner's total before this round. */
export const RoundWinsBody = z.object({
  round: z
    .number({ message: "round must be a whole number" })
    .int("round must be a whole number")
    .min(1)
    .max(50),
  pick: z.union([z.enum(["up", "down"]), z.array(z.number().int().min(0).max(9)).min(1).max(10)], {
    message: "pick must be 'up' or 'down' (g1) or an array of company indexes, one per card (g2)",
  }),
  wins: Wins.describe("wins the learner has so far, before this round (checked against the recorded picks)"),
});
export type RoundWinsBody = z.infer<typeof RoundWinsBody>;

/** The verdict of one round. */
export const RoundWinsResponse = z.object({
  id: z.number().int(),
  round: z.number().int(),
  points: Count.describe("g1: 1 for a right call; g2: correct pairs"),
  max_points: Count,
  correct: z.boolean().describe("every point of the round scored"),
  wins: Count.describe("total after this round"),
  duplicate: z.boolean().describe("true when this round was already committed; the first pick stands"),
  g1: G1Reveal.nullable(),
  g2_answer: z.array(z.number().int()).nullable(),
});
export type RoundWinsResponse = z.infer<typeof RoundWinsResponse>;

/** POST set-wins/{id}: finishes the set; `wins` must equal the total the server recorded. */
export const SetWinsBody = z.object({ wins: Wins });
export type SetWinsBody = z.infer<typeof SetWinsBody>;

/** A finished set. */
export const SetWinsResponse = z.object({
  id: z.number().int(),
  game: z.string(),
  status: z.enum(["won", "lost"]),
  wins: Count,
  max_score: Count,
  message: z.string(),
});
export type SetWinsResponse = z.infer<typeof SetWinsResponse>;

/** The learner's ecode permission (data[0]). */
export const EcodePermission = z.object({
  granted: z.boolean().describe("a permission window is open now and an attempt is left"),
  attempts: Count.describe("attempts the window allows"),
  attempts_left: Count,
  starts_at: Iso.nullable(),
  ends_at: Iso.nullable(),
  source: z.enum(["learner", "program"]).nullable(),
});
export type EcodePermission = z.infer<typeof EcodePermission>;

/** The open ecode event (data1): the window, the format and the attempt in progress. */
export const EcodeEvent = z.object({
  title: z.string(),
  starts_at: Iso,
  ends_at: Iso,
  questions: Count,
  minutes: Count,
  game_id: z.number().int().nullable().describe("the attempt in progress, if any"),
});

/** GET ecode/permission. */
export const EcodePermissionResponse = z.object({
  data: z.array(EcodePermission).describe("data[0]: the learner's permission"),
  data1: EcodeEvent.nullable(),
});
export type EcodePermissionResponse = z.infer<typeof EcodePermissionResponse>;

/** The running tally of an ecode attempt. */
export const WinLoss = z.object({
  win: Count.max(100, "win must be at most 100"),
  loss: Count.max(100, "loss must be at most 100"),
});
export type WinLoss = z.infer<typeof WinLoss>;

/** GET gameecode: the learner's latest ecode attempt. */
export const GameEcodeResponse = z.object({
  id: z.number().int(),
  status: GameStatus,
  started_at: Iso,
  expires_at: Iso,
  seconds_left: Count,
  questions: Count,
  answered: Count,
  win_loss: WinLoss,
});
export type GameEcodeResponse = z.infer<typeof GameEcodeResponse>;

/** A committed answer with its verdict and the explanation. */
export const AnsweredQuestion = z.object({
  ans: z.number().int(),
  correct: z.boolean(),
  answer: z.number().int().describe("index of the right option"),
  explanation: z.string(),
});

/** A question as the learner sees it: no key until answered. */
export const PlayQuestion = z.object({
  id: z.number().int(),
  number: z.number().int(),
  topic: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
  answered: AnsweredQuestion.nullable(),
});
export type PlayQuestion = z.infer<typeof PlayQuestion>;

/** GET ecode/questions: the questions of the attempt in progress. */
export const EcodeQuestionsResponse = z.object({
  game_id: z.number().int(),
  expires_at: Iso,
  seconds_left: Count,
  data: z.array(PlayQuestion),
});
export type EcodeQuestionsResponse = z.infer<typeof EcodeQuestionsResponse>;

const Ans = z
  .number({ message: "ans must be an option index" })
  .int("ans must be an option index")
  .min(0, "ans must be an option index")
  .max(9, "ans must be an option index");

/** POST ecode/set-ans: one answer; `win_loss` is the tally the learner has seen so far (checked by the server). */
export const EcodeSetAnsBody = z.object({
  data: z.object({ game_id: Id, question_id: Id, ans: Ans }),
  win_loss: WinLoss,
});
export type EcodeSetAnsBody = z.infer<typeof EcodeSetAnsBody>;

/** The verdict of one ecode answer. */
export const EcodeSetAnsResponse = AnsweredQuestion.extend({
  question_id: z.number().int(),
  win_loss: WinLoss.describe("tally after this answer"),
  answered: Count,
  seconds_left: Count,
  duplicate: z.boolean(),
});
export type EcodeSetAnsResponse = z.infer<typeof EcodeSetAnsResponse>;

/** POST ecode/done. */
export const EcodeDoneBody = z.object({ game_id: Id });
export type EcodeDoneBody = z.infer<typeof EcodeDoneBody>;

/** A closed ecode attempt. */
export const EcodeDoneResponse = z.object({
  id: z.number().int(),
  status: z.enum(["won", "lost"]),
  win_loss: WinLoss,
  timed_out: z.boolean(),
  message: z.string(),
});
export type EcodeDoneResponse = z.infer<typeof EcodeDoneResponse>;

/** GET ibepgames: the learner's IBEP set in progress (started on first call). */
export const IbepGamesResponse = z.object({
  id: z.number().int(),
  data: z.array(PlayQuestion).describe("the question set"),
  totalscore: Count.describe("correct answers so far"),
  count: Count.describe("questions answered so far"),
  response: z
    .array(AnsweredQuestion.extend({ id: z.number().int() }))
    .describe("the answers given so far, with verdicts and explanations"),
});
export type IbepGamesResponse = z.infer<typeof IbepGamesResponse>;

/** POST ibepgamesdata: answers one question of the set in progress. */
export const IbepAnswerBody = z.object({ id: Id.describe("question id"), ans: Ans });
export type IbepAnswerBody = z.infer<typeof IbepAnswerBody>;

/** The verdict of one IBEP answer and the running total. */
export const IbepAnswerResponse = AnsweredQuestion.extend({
  id: z.number().int(),
  totalscore: Count,
  count: Count,
  total: Count,
  duplicate: z.boolean(),
});
export type IbepAnswerResponse = z.infer<typeof IbepAnswerResponse>;

/** GET ibepdone: closes the set in progress. */
export const IbepDoneResponse = z.object({
  message: z.string(),
  id: z.number().int(),
  totalscore: Count,
  total: Count,
  won: z.boolean(),
});
export type IbepDoneResponse = z.infer<typeof IbepDoneResponse>;

// ---- Admin -------------------------------------------------------------------------------------------------

/** The two question banks. */
export const QUESTION_BANKS = ["ecode", "ibep"] as const;
export const QuestionBank = z.enum(QUESTION_BANKS, { message: "bank must be 'ecode' or 'ibep'" });
export type QuestionBank = z.infer<typeof QuestionBank>;
const ALL_TOPICS = [...new Set<string>([...ECODE_TOPICS, ...IBEP_TOPICS])];

/** A question to create or replace. Topics: IBEP_TOPICS for ibep, ECODE_TOPICS for ecode (checked together). */
export const QuestionInput = z
  .object({
    bank: QuestionBank,
    topic: z.enum(ALL_TOPICS as [string, ...string[]], {
      message: "Choose a topic from the list",
    }),
    prompt: z
      .string()
      .trim()
      .min(10, "Write the question (at least 10 characters)")
      .max(2000)
      .refine(...noControlCharacters("Question", true)),
    options: z
      .array(
        z
          .string()
          .trim()
          .min(1, "Fill in each option or remove it")
          .max(300)
          .refine(...noControlCharacters("Each option")),
      )
      .min(2, "Give at least 2 options")
      .max(6, "Give at most 6 options"),
    answer: z
      .number({ error: "Choose the right answer" })
      .int("Choose the right answer")
      .min(0, "Choose the right answer"),
    explanation: z
      .string()
      .trim()
      .min(20, "Write an explanation of at least 20 characters")
      .max(3000)
      .refine(...noControlCharacters("Explanation", true)),
  })
  .refine((q) => q.answer < q.options.length, {
    message: "Choose the right answer among the options",
    path: ["answer"],
  })
  .refine(
    (q) =>
      (q.bank === "ibep" ? (IBEP_TOPICS as readonly string[]) : (ECODE_TOPICS as readonly string[])).includes(
        q.topic,
      ),
    { message: "Choose a topic of this question bank", path: ["topic"] },
  )
  .refine((q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length, {
    message: "Make each option different",
    path: ["options"],
  });
export type QuestionInput = z.infer<typeof QuestionInput>;

/** A bank question with its key (admins only). */
export const AdminQuestion = z.object({
  id: z.number().int(),
  bank: QuestionBank,
  topic: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
  answer: z.number().int(),
  explanation: z.string(),
  retired: z.boolean(),
  updated_at: Iso,
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

/** GET /api/admin/games/questions?bank=&retired=. */
export const AdminQuestionsQuery = z.object({
  bank: QuestionBank,
  retired: z.enum(["true", "false"], { message: "retired must be true or false" }).optional(),
});
export const AdminQuestionsResponse = z.object({ questions: z.array(AdminQuestion) });
export type AdminQuestionsResponse = z.infer<typeof AdminQuestionsResponse>;

/** `{id}` of the admin question and permission paths. */
export const AdminIdParam = z.object({ id: PathId });

/** POST .../questions/{id}/retire: retire (true) or restore (false). */
export const RetireBody = z.object({ retired: z.boolean({ message: "retired must be true or false" }) });

/** POST .../questions/import: a CSV text (header topic,prompt,option_a..option_d,answer,explanation). */
export const ImportQuestionsBody = z.object({
  bank: QuestionBank,
  csv: z.string().min(1, "Paste the CSV rows").max(1_000_000, "Paste at most 1 MB of CSV"),
});
export type ImportQuestionsBody = z.infer<typeof ImportQuestionsBody>;
/** The import result: every row added, or (422) nothing added and the errors per row. */
export const ImportQuestionsResponse = z.object({
  imported: Count,
  /** Rows not added because the bank (or an earlier row of the file) already has the same prompt. */
  skipped: z.array(z.object({ row: z.number().int(), message: z.string() })),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportQuestionsResponse = z.infer<typeof ImportQuestionsResponse>;

/** An ecode permission granted to one learner (email) or to a whole program, for a time window. */
export const GrantPermissionBody = z
  .object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email("Enter the learner's email address, like name@example.com"))
      .optional(),
    program: z.enum(PROGRAM_NAMES, { message: "Choose a program from the list" }).optional(),
    starts_at: z.iso.datetime({ offset: true, message: "Enter when the permission opens" }),
    ends_at: z.iso.datetime({ offset: true, message: "Enter when the permission closes" }),
    attempts: z.number().int().min(1, "Allow 1 to 20 attempts").max(20, "Allow 1 to 20 attempts").default(1),
  })
  .refine((b) => (b.email === undefined) !== (b.program === undefined), {
    message: "Grant to one learner's email or to a program, not both",
    path: ["email"],
  })
  .refine((b) => Date.parse(b.ends_at) > Date.parse(b.starts_at), {
    message: "Closes must be after Opens",
    path: ["ends_at"],
  });
export type GrantPermissionBody = z.infer<typeof GrantPermissionBody>;

/** A permission row. */
export const AdminPermission = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  program: z.string().nullable(),
  starts_at: Iso,
  ends_at: Iso,
  attempts: Count,
  revoked: z.boolean(),
  active: z.boolean(),
});
export type AdminPermission = z.infer<typeof AdminPermission>;
export const AdminPermissionsResponse = z.object({ permissions: z.array(AdminPermission) });
export type AdminPermissionsResponse = z.infer<typeof AdminPermissionsResponse>;

/** GET /api/admin/games/results?email=&game=. */
export const AdminResultsQuery = z.object({
  email: z.string().trim().toLowerCase().max(320).optional(),
  game: z.enum(["g1", "g2", "ecode", "ibep"], { message: "game must be g1, g2, ecode or ibep" }).optional(),
});
export const AdminResult = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  program: z.string(),
  game: z.string(),
  status: GameStatus,
  score: Count,
  max_score: Count,
  started_at: Iso,
  finished_at: Iso.nullable(),
});
export type AdminResult = z.infer<typeof AdminResult>;
export const AdminResultsResponse = z.object({ results: z.array(AdminResult) });
export type AdminResultsResponse = z.infer<typeof AdminResultsResponse>;
