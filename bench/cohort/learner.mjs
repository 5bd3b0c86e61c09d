// The learner's morning: its socket (Socket.IO over a plain WebSocket, counting the market ticks), each step's
// request through nginx, timed to the last body byte, and the morning itself with its think pauses and playback.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import WebSocket from "ws";
import { PROGRESS_MS, PROGRESS_REPORTS, START_SPREAD_MS, playback, sleep, think } from "./config.mjs";

/**
 * One HTTP call through nginx, timed to the last body byte (every answer counts in the latencies); a non-2xx answer,
 * a failed check or no answer at all is an error.
 */
async function call(http, rec, step, options, check = () => null) {
  const started = performance.now();
  try {
    const res = await http.request(options);
    const bytes = Buffer.from(await res.body.arrayBuffer());
    rec.ok(step, performance.now() - started);
    // Asked for compressed answers as a browser does; undici leaves the decoding to the caller.
    const encoding = res.headers["content-encoding"];
    const text = (
      encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes
    ).toString("utf8");
    if (res.statusCode < 200 || res.statusCode > 299) {
      rec.fail(step, `${options.method} ${options.path} answered ${res.statusCode}: ${text.slice(0, 160)}`);
      return null;
    }
    const problem = check(text);
    if (problem) {
      rec.fail(step, problem);
      return null;
    }
    return text;
  } catch (error) {
    rec.fail(step, `${options.method} ${options.path}: ${error.message}`);
    return null;
  }
}

/**
 * The learner's socket through nginx: Socket.IO's wire protocol over a plain WebSocket (open, connect to "/", setUid
 * with the token, pong every ping), counting `market` frames by their first bytes. A full socket.io-client per
 * learner would spend the two cores decoding every tick for a thousand clients (README, fan-out benchmark).
 */
export function openSocket(origin, token, rec) {
  return new Promise((resolve) => {
    const started = performance.now();
    const ws = new WebSocket(`${origin.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`);
    const state = {
      ticks: 0,
      open: false,
      lost: false,
      closing: false,
      close() {
        state.closing = true;
        ws.close();
      },
    };
    let settled = false;
    const settle = (problem) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (problem) rec.fail("socket", problem);
      else rec.ok("socket", performance.now() - started);
      resolve(state);
    };
    const timer = setTimeout(() => settle("no setUid:ok within 20 s"), 20_000);
    ws.on("message", (data) => {
      const head = data.subarray(0, 20).toString();
      if (head.startsWith('42["market"')) state.ticks += 1;
      else if (head === "2") ws.send("3");
      else if (head.startsWith("0")) ws.send("40");
      else if (head.startsWith("40")) ws.send(`42${JSON.stringify(["setUid", token])}`);
      else if (head.startsWith('42["setUid:ok"')) {
        state.open = true;
        settle(null);
      } else if (head.startsWith('42["unauthorized"')) settle("setUid refused");
    });
    ws.on("error", (error) => settle(`connect: ${error.message}`));
    ws.on("close", () => {
      if (state.open && !state.closing) state.lost = true;
      settle("closed before setUid:ok");
    });
  });
}

/** A morning's requests by step, each one call (`order` answers the placed order's id, or null). */
export const requests = {
  dashboard: (http, rec, learner) =>
    call(
      http,
      rec,
      "dashboard",
      {
        method: "GET",
        path: "/dashboard",
        headers: { cookie: `token=${learner.token}`, accept: "text/html", "accept-encoding": "br, gzip" },
      },
      (html) =>
        html.includes('id="first-data"')
          ? null
          : "the dashboard page came without its first data (none answered within the page's budget)",
    ),
  portfolio: (http, rec, learner) =>
    call(http, rec, "portfolio", { method: "GET", path: "/api/portfolio/list", headers: bearer(learner) }),
  async order(http, rec, learner, plan, i) {
    const scrip = plan.scrips[(learner.index * 2 + i) % plan.scrips.length];
    const placed = await call(http, rec, "order", {
      method: "POST",
      path: `/api/order/new/${scrip.id}`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({
        action: "BUY",
        typ: "LIMIT",
        qty: 1,
        price: scrip.limit,
        reason: "cohort bench",
      }),
    });
    return placed === null ? null : JSON.parse(placed).order_id;
  },
  cancel: (http, rec, learner, plan, orderId) =>
    call(http, rec, "cancel", {
      method: "DELETE",
      path: `/api/order/cancel/${orderId}`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({ reason: "cohort bench" }),
    }),
  progress: (http, rec, learner, plan, k) =>
    call(http, rec, "progress", {
      method: "PUT",
      path: `/api/resources/videos/${plan.videoId}/progress`,
      headers: jsonHeaders(learner),
      body: JSON.stringify({ positionSeconds: (k * PROGRESS_MS) / 1000, durationSeconds: 600 }),
    }),
  research: (http, rec, learner) =>
    call(http, rec, "research", { method: "GET", path: "/api/research", headers: bearer(learner) }),
};

function bearer(learner) {
  return { authorization: `Bearer ${learner.token}`, "accept-encoding": "br, gzip" };
}

function jsonHeaders(learner) {
  return { ...bearer(learner), "content-type": "application/json" };
}

/** One learner's morning (the socket stays open throughout). */
export async function morning(http, rec, learner, plan) {
  await sleep(Math.random() * START_SPREAD_MS);
  await requests.dashboard(http, rec, learner);
  await think();
  await requests.portfolio(http, rec, learner);
  for (let i = 0; i < 2; i += 1) {
    await think();
    const orderId = await requests.order(http, rec, learner, plan, i);
    if (orderId === null) continue;
    await think();
    await requests.cancel(http, rec, learner, plan, orderId);
  }
  // To the video, then a report every few seconds of playback.
  await think();
  for (let k = 1; k <= PROGRESS_REPORTS; k += 1) {
    if (k > 1) await playback();
    await requests.progress(http, rec, learner, plan, k);
  }
  await think();
  await requests.research(http, rec, learner);
}
