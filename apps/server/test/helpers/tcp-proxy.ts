// A TCP proxy in front of a real server (PostgreSQL, Redis) that a test can cut: the backend becomes unreachable
// for the app exactly as in an outage, without stopping the shared server.
import { connect, createServer } from "node:net";
import type { AddressInfo, Socket } from "node:net";

/** A listening proxy to host:port; cut() closes it and every connection through it. */
export async function tcpProxy(host: string, port: number): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(port, host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
