import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import type { Socket as ServerSocket } from "socket.io";
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

  it("names the newest notification it has when it identifies itself again, and hands each notification on once", async () => {
    const notices: (string | undefined)[] = [];
    const handlers = { onMarket: () => {}, onPupdate: ({ msg }: { msg?: string }) => notices.push(msg) };
    const first = new Promise<{ args: unknown[]; socket: ServerSocket }>((resolve) => {
      io.once("connection", (socket) =>
        socket.once("setUid", (...args: unknown[]) => resolve({ args, socket })),
      );
    });
    const close = connectLiveSocket("a.b.c", handlers, url);
    const one = await first;
    // A first connection knows nothing yet: the token alone, as SPEC.md section 4 says.
    expect(one.args).toEqual(["a.b.c"]);
    one.socket.emit("setUid:ok", { userId: 7, latest: 40 });
    one.socket.emit("pupdate", { msg: "Your order for 10 TCS filled", id: 41 });
    one.socket.emit("pupdate", { msg: "Your order for 10 TCS filled", id: 41 });
    one.socket.emit("pupdate", { msg: "Prices refreshed" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(notices).toEqual(["Your order for 10 TCS filled", "Prices refreshed"]);
    const second = new Promise<unknown[]>((resolve) => {
      io.once("connection", (socket) => socket.once("setUid", (...args: unknown[]) => resolve(args)));
    });
    one.socket.disconnect(true);
    expect(await second).toEqual(["a.b.c", { since: 41 }]);
    close();
  });
});
