// Redis for the multi-instance tests: TEST_REDIS_URL, else REDIS_URL, else the local default. Where Redis is
// missing the tests skip with a warning, unless REQUIRE_REDIS=1 (set by .ci/run), which makes it a failure.
import { connect as netConnect } from "node:net";

/** The Redis the tests use. */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = netConnect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Whether Redis answers; throws when it does not and REQUIRE_REDIS=1. `what` names the tests skipped. */
export async function redisAvailable(what: string): Promise<boolean> {
  if (await reachable(REDIS_URL)) return true;
  if (process.env.REQUIRE_REDIS === "1")
    throw new Error(`Redis at ${REDIS_URL} is unreachable and REQUIRE_REDIS=1: cannot run ${what}`);
  console.warn(`Redis at ${REDIS_URL} is unreachable: SKIPPING ${what}`);
  return false;
}
