// Records every path whose file handle was fsynced, for the tests of durable uploads. A test file mocks the module
// with the real one wrapped, and reads `synced`:
//   vi.mock("node:fs/promises", async (original) => (await import("./helpers/fsync-spy.ts")).spySync(await original()));
import type * as FsPromises from "node:fs/promises";

/** The paths fsynced so far (in order; a test may empty it). */
export const synced: string[] = [];

/** node:fs/promises as it is, except that a handle's sync() first records the path it was opened with. */
export function spySync(actual: typeof FsPromises) {
  const open = (async (...args: Parameters<typeof actual.open>) => {
    const handle = await actual.open(...args);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      synced.push(String(args[0]));
      return sync();
    };
    return handle;
  }) as typeof actual.open;
  return { ...actual, open, default: { ...actual, open } };
}
