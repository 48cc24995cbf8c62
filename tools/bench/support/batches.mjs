/** Runs `make(i)` for i < count, `batch` at a time (bounded, so Janus is not flooded). */
export async function inBatches(count, batch, make) {
  const made = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    made.push(
      ...(await Promise.all(
        Array.from({ length: size }, (_, i) => make(start + i)),
      )),
    );
  }
  return made;
}
