/**
 * Waits until `check` holds (a database row, a cache's state, frames of several people arriving
 * in any order); throws once `waitMs` have passed without it.
 */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  waitMs = 5000,
): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
