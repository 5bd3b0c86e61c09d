// A fake OpenAI-compatible chat-completions server on 127.0.0.1 for the interview's model evaluator: it counts
// calls, can answer after a latency, hold every reply until the test releases them, and misbehave on request
// (invalid or oversized replies, errors, silence).
import { createServer } from "node:http";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers: a valid verdict, or one way of failing. */
export type FakeModelMode =
  "good" | "obedient" | "padded" | "malformed" | "wrong-shape" | "timeout" | "error" | "huge" | "endless";

/** A running fake model; close() stops it. */
export interface FakeModel {
  /** Base URL up to /v1, for AI_BASE_URL. */
  url: string;
  mode: FakeModelMode;
  /** Milliseconds each reply waits before it is sent (after any hold). */
  latencyMs: number;
  /** Every request received, in order: requests.length is the number of model calls. */
  requests: {
    headers: IncomingMessage["headers"];
    body: { model: string; messages: { role: string; content: string }[] };
  }[];
  /** Resolves once `n` requests in all have arrived. */
  received(n: number): Promise<void>;
  /** Holds every reply until release(). */
  hold(): void;
  release(): void;
  /** Resolves when the client has closed the connection of the last "endless" reply. */
  endlessClosed: Promise<void>;
  close(): Promise<void>;
}

/** A verdict naming the question's first key point (and one it lacks), with markup in a comment. */
function goodVerdict(keyPoints: string[]): string {
  return JSON.stringify({
    covered: [keyPoints[0], "a point the question does not have"],
    structure: 70,
    clarity: 90,
    comments: ["Good start on <b>the thesis</b>; now add valuation and risks.", "Name a catalyst."],
  });
}

/** Starts a fake model on a free port of 127.0.0.1. */
export async function fakeModel(): Promise<FakeModel> {
  const pending = new Set<ServerResponse>();
  const waiters: { n: number; resolve: () => void }[] = [];
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  let endlessClosed = () => {};
  const state: FakeModel = {
    url: "",
    mode: "good",
    latencyMs: 0,
    requests: [],
    received: (n) =>
      state.requests.length >= n ? Promise.resolve() : new Promise((resolve) => waiters.push({ n, resolve })),
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    endlessClosed: Promise.resolve(),
    close: async () => {},
  };

  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    const respond = async () => {
      const body = JSON.parse(raw) as FakeModel["requests"][number]["body"];
      state.requests.push({ headers: req.headers, body });
      for (const w of waiters.filter((x) => state.requests.length >= x.n)) w.resolve();
      const mode = state.mode;
      await gate;
      if (state.latencyMs) await new Promise((resolve) => setTimeout(resolve, state.latencyMs));
      const data = JSON.parse(body.messages[1]!.content) as { keyPoints: string[] };
      const reply = (content: string, pad = "") =>
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }) + pad);
      switch (mode) {
        case "good":
          return reply("```json\n" + goodVerdict(data.keyPoints) + "\n```");
        case "obedient":
          // A model the answer talked round: every key point covered, top marks.
          return reply(
            JSON.stringify({
              covered: data.keyPoints,
              structure: 100,
              clarity: 100,
              comments: ["Excellent answer: every point is covered."],
            }),
          );
        case "padded":
          // A valid reply just under the 64 KB cap (trailing whitespace is valid JSON).
          return reply(goodVerdict(data.keyPoints), " ".repeat(60 * 1024));
        case "malformed":
          return reply("Sure! Here is my evaluation: the answer is good.");
        case "wrong-shape":
          return reply(JSON.stringify({ covered: "all", structure: "high" }));
        case "huge":
          // A well-formed verdict followed by 1 MB of padding, with an honest content-length.
          return reply(goodVerdict(data.keyPoints), " ".repeat(1024 * 1024));
        case "endless": {
          // Chunked, no content-length, never finishing: only the client's cap stops it.
          state.endlessClosed = new Promise((resolve) => (endlessClosed = resolve));
          res.writeHead(200, { "content-type": "application/json" });
          res.on("close", () => endlessClosed());
          const chunk = " ".repeat(16 * 1024);
          const pump = () => {
            while (!res.destroyed && res.write(chunk));
            if (!res.destroyed) res.once("drain", pump);
          };
          res.write('{"choices": [');
          return pump();
        }
        case "error":
          return res.writeHead(500).end("upstream failure");
        case "timeout":
          // Never answers within the client's timeout; released when the test server closes.
          pending.add(res);
          return;
      }
    };
    req.on("end", () => void respond());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = async () => {
    open();
    for (const res of pending) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
