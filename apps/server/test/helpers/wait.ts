/**
 * Waits for something the server reaches on its own (a file appearing, a message arriving, a lock changing hands),
 * polling `condition` every `every` ms. A wait that gives up throws, naming what it waited for: the checks after
 * it never run on nothing, and the failure says which wait it was. Timed with performance.now(), so a test that
 * fakes or sets Date still gives up on time.
 */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  { ms = 10_000, every = 20 }: { ms?: number; every?: number } = {},
): Promise<void> {
  const deadline = performance.now() + ms;
  for (;;) {
    if (await condition()) return;
    if (performance.now() > deadline) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}
