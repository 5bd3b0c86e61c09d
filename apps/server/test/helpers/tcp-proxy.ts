// A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut: the backend becomes unreachable
// for the app exactly as in an outage, without stopping the shared server; restore() brings it back on the same port.
// hold() makes it a server that accepts connections and never answers (a hung machine, a black-holed network).
import { connect, createServer } from "node:net";
import type { AddressInfo, Server, Socket } from "node:net";

/** A listening proxy to host:port; cut() closes it and every connection through it, restore() listens again. */
export async function tcpProxy(
  host: string,
  port: number,
): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; hold(): void }> {
  const sockets = new Set<Socket>();
  let holding = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const listen = async (at: number): Promise<Server> => {
    const server = createServer((client) => {
      track(client);
      if (holding) return;
      const upstream = connect(port, host);
      track(upstream);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(at, "127.0.0.1", resolve));
    return server;
  };
  let server: Server | null = await listen(0);
  const own = (server.address() as AddressInfo).port;
  return {
    port: own,
    async cut() {
      if (!server) return;
      const closing = server;
      server = null;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      holding = false;
      server ??= await listen(own);
    },
    hold() {
      holding = true;
      for (const socket of sockets) socket.destroy();
    },
  };
}
