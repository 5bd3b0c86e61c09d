// The live socket (SPEC.md section 4): connects to the base URL, identifies itself with `setUid` and the token on
// every (re)connect, and hands `market` and `pupdate` events to the caller. Imported dynamically after login so
// socket.io-client stays out of the first load. A reconnect names the newest notification it has (`{ since }`), and
// the server sends the ones missed meanwhile; a notification that comes twice (live and caught up) is handed on once.
import { io } from "socket.io-client";

/** Payload of `market`: scrip code -> latest price (a bare number or an object carrying one). */
export type MarketUpdate = Record<string, unknown>;

/** Payload of `pupdate`: an optional message to toast. */
export interface PortfolioUpdate {
  msg?: string;
}

/** Notification ids remembered to drop a second copy (a catch-up after a blink may resend a few). */
const SEEN_MAX = 200;

/** Payload of `video.job`: a transcoding job's progress, sent to the admin who uploaded the video. */
export interface VideoJobUpdate {
  id: number;
  videoId: number;
  state: string;
  percent: number;
  pass: string;
  error?: string;
}

export interface LiveSocketHandlers {
  onMarket: (update: MarketUpdate) => void;
  onPupdate: (update: PortfolioUpdate) => void;
  onVideoJob?: (update: VideoJobUpdate) => void;
}

/** Opens the live socket; returns the function that closes it. */
export function connectLiveSocket(token: string, handlers: LiveSocketHandlers, url?: string): () => void {
  const socket = io(url ?? window.location.origin, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
  });
  // The newest notification id this socket has (from the server's setUid:ok, then from each pupdate).
  let since: number | null = null;
  const seen = new Set<number>();
  socket.on("connect", () => {
    if (since === null) socket.emit("setUid", token);
    else socket.emit("setUid", token, { since });
  });
  socket.on("setUid:ok", (answer: unknown) => {
    const latest = (answer as { latest?: unknown } | null)?.latest;
    if (typeof latest === "number" && Number.isSafeInteger(latest)) since = Math.max(since ?? 0, latest);
  });
  // The server closes a socket when its login changes (a role change) or ends; unless it refused the token, connect
  // again so that setUid decides afresh (socket.io does not reconnect after a server-side disconnect by itself).
  let refused = false;
  socket.on("unauthorized", () => {
    refused = true;
  });
  socket.on("disconnect", (reason) => {
    if (reason === "io server disconnect" && !refused) socket.connect();
  });
  socket.on("market", (update: unknown) => {
    if (update !== null && typeof update === "object") handlers.onMarket(update as MarketUpdate);
  });
  socket.on("pupdate", (update: unknown) => {
    const fields =
      update !== null && typeof update === "object" ? (update as { msg?: unknown; id?: unknown }) : {};
    const msg = typeof fields.msg === "string" ? fields.msg : undefined;
    if (typeof fields.id === "number" && Number.isSafeInteger(fields.id)) {
      if (seen.has(fields.id)) return;
      seen.add(fields.id);
      if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
      since = Math.max(since ?? 0, fields.id);
    }
    handlers.onPupdate(msg === undefined ? {} : { msg });
  });
  socket.on("video.job", (update: unknown) => {
    if (update !== null && typeof update === "object" && typeof (update as VideoJobUpdate).id === "number")
      handlers.onVideoJob?.(update as VideoJobUpdate);
  });
  return () => {
    socket.off();
    socket.disconnect();
  };
}
