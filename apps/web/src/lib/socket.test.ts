import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectLiveSocket } from "./socket.ts";

describe("the live socket client", () => {
  const http = createServer();
  const io = new Server(http, { path: "/socket.io" });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await io.close();
  });

  /** Resolves with the next socket that sends setUid, and the token it sent. */
  function nextSetUid(): Promise<{ disconnect: () => void; token: unknown; refuse: () => void }> {
    return new Promise((resolve) => {
      io.once("connection", (socket) => {
        socket.once("setUid", (token: unknown) =>
          resolve({
            token,
            disconnect: () => socket.disconnect(true),
            refuse: () => {
              socket.emit("unauthorized", { message: "invalid or expired token: log in again" });
              socket.disconnect(true);
            },
          }),
        );
      });
    });
  }

  it("identifies itself again after the server closes it (a role change), but not after a refused token", async () => {
    const handlers = { onMarket: () => {}, onPupdate: () => {} };
    const first = nextSetUid();
    const close = connectLiveSocket("a.b.c", handlers, url);
    const one = await first;
    expect(one.token).toBe("a.b.c");
    const second = nextSetUid();
    one.disconnect();
    const two = await second;
    expect(two.token).toBe("a.b.c");
    const connections = io.engine.clientsCount;
    two.refuse();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(io.engine.clientsCount).toBe(connections - 1);
    close();
  });
});
