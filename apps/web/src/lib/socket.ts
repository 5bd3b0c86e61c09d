// The live socket (SPEC.md section 4): connects to the base URL, identifies itself with `setUid` and the token on
// every (re)connect, and hands `market` and `pupdate` events to the caller. Imported dynamically after login so
// socket.io-client stays out of the first load.
import { io } from "socket.io-client";

/** Payload of `market`: scrip code -> latest price (a bare number or an object carrying one). */
export type MarketUpdate = Record<string, unknown>;

/** Payload of `pupdate`: an optional message to toast. */
export interface PortfolioUpdate {
  msg?: string;
}

export interface LiveSocketHandlers {
  onMarket: (update: MarketUpdate) => void;
  onPupdate: (update: PortfolioUpdate) => void;
}

/** Opens the live socket; returns the function that closes it. */
export function connectLiveSocket(token: string, handlers: LiveSocketHandlers, url?: string): () => void {
  const socket = io(url ?? window.location.origin, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
  });
  socket.on("connect", () => {
    socket.emit("setUid", token);
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
    const msg =
      update !== null && typeof update === "object" && typeof (update as PortfolioUpdate).msg === "string"
        ? (update as PortfolioUpdate).msg
        : undefined;
    handlers.onPupdate(msg === undefined ? {} : { msg });
  });
  return () => {
    socket.off();
    socket.disconnect();
  };
}
