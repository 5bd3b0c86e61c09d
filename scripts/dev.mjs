// Development: API server with reload on :3000 and Vite with hot reload on :5173 (proxying /api and sockets).
import { spawn } from "node:child_process";
import { ensureInstalled, ensurePinnedNode, root } from "./lib.mjs";

ensureInstalled();
await ensurePinnedNode();
const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { cwd: root, stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
