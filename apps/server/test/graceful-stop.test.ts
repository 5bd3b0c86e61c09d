// Stopping behind a proxy (issue 39): nginx keeps idle keep-alive connections to its upstreams open, and a stopping
// instance used to wait for them until its 10 s watchdog. Now the idle ones are closed at once, a request in flight
// finishes with `Connection: close` (and its connection then closes), and the server is closed within 2 s.
import { request as httpRequest, Agent } from "node:http";
import type { ClientRequest, IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { startServer } from "../src/server.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";

describe.each(BACKENDS)("stopping with keep-alive connections open on $name", (backend) => {
  const suite = testSuite(backend);

  it("closes idle keep-alive connections, finishes the request in flight with Connection: close, within 2 s", async () => {
    const { ctx } = suite;
    const server = await startServer({
      config: { ...ctx.config, port: 0, host: "127.0.0.1" },
      logger: pino({ level: "silent" }),
      db: ctx.handle,
    });
    const { port } = new URL(server.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const inFlightAgent = new Agent({ keepAlive: true });
    try {
      // Idle keep-alive connections, as a proxy keeps them: each answered one request and stays open.
      const idle = await Promise.all(
        Array.from({ length: 3 }, async () => {
          let socket!: Socket;
          const res = await new Promise<IncomingMessage>((resolve, reject) => {
            const req = httpRequest(
              { port, path: "/api/health/live", agent, headers: { connection: "keep-alive" } },
              resolve,
            );
            req.once("socket", (s) => (socket = s));
            req.on("error", reject).end();
          });
          res.resume();
          await new Promise((r) => res.once("end", r));
          expect(res.headers.connection).toBe("keep-alive");
          return socket;
        }),
      );
      expect(new Set(idle).size).toBe(3);
      const idleClosed = idle.map((socket) => new Promise((r) => socket.once("close", r)));

      // A request in flight: its headers are in, its body is still coming (a slow client or upload).
      let inFlight!: ClientRequest;
      const answer = new Promise<IncomingMessage>((resolve, reject) => {
        inFlight = httpRequest(
          {
            port,
            path: "/api/auth/login",
            method: "POST",
            // A connection of its own (the agent would reuse an idle one).
            agent: inFlightAgent,
            headers: { "content-type": "application/json", connection: "keep-alive" },
          },
          resolve,
        ).on("error", reject);
      });
      // Unanswered when the test fails early: the agent's destroy() resets it.
      answer.catch(() => {});
      inFlight.write('{"email":"nobody@x.in",');
      inFlight.flushHeaders();
      await new Promise((r) => setTimeout(r, 200));

      const started = performance.now();
      const closed = server.close().then(() => performance.now() - started);
      // The idle connections go at once.
      const idleGone = await Promise.race([
        Promise.all(idleClosed).then(() => "closed"),
        new Promise((r) => setTimeout(() => r("still open"), 1500)),
      ]);
      expect(idleGone).toBe("closed");
      // The request in flight is answered in full, and says its connection closes.
      await new Promise((r) => setTimeout(r, 200));
      inFlight.end('"password":"wrong-password-1"}');
      const res = await answer;
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString()));
      await new Promise((r) => res.once("end", r));
      // The server is closed without waiting for the client to let its connection go.
      const took = await Promise.race([
        closed,
        new Promise<"hung">((r) => setTimeout(() => r("hung"), 5000)),
      ]);
      expect(took).not.toBe("hung");
      expect(took).toBeLessThan(2000);
      expect(res.statusCode).toBe(401);
      expect(JSON.parse(body)).toMatchObject({ error: "invalid_credentials" });
      expect(res.headers.connection).toBe("close");
    } finally {
      agent.destroy();
      inFlightAgent.destroy();
      await server.close();
    }
  });
});
