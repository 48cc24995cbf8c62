// Word error rate: how far a transcript is from what was said, the usual measure of speech to
// text (used by the offline engine's tests and `npm run bench:transcribe`).

/** Lower-case words, without punctuation (an apostrophe inside a word stays: "don't"). */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export interface WordErrors {
  substitutions: number;
  deletions: number;
  insertions: number;
  /** Words in the reference. */
  words: number;
}

/** The fewest substitutions, deletions and insertions that turn the reference into the hypothesis. */
export function wordErrors(reference: string, hypothesis: string): WordErrors {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  type Cell = { cost: number; s: number; d: number; i: number };
  // Levenshtein over words, one row at a time (a meeting's transcript can be long).
  let previous: Cell[] = Array.from({ length: hyp.length + 1 }, (_, j) => ({
    cost: j,
    s: 0,
    d: 0,
    i: j,
  }));
  for (let r = 1; r <= ref.length; r += 1) {
    const row: Cell[] = [{ cost: r, s: 0, d: r, i: 0 }];
    for (let h = 1; h <= hyp.length; h += 1) {
      const same = ref[r - 1] === hyp[h - 1];
      const diagonal = previous[h - 1];
      const up = previous[h];
      const left = row[h - 1];
      const substitute = diagonal.cost + (same ? 0 : 1);
      if (substitute <= up.cost + 1 && substitute <= left.cost + 1) {
        row.push({
          ...diagonal,
          cost: substitute,
          s: diagonal.s + (same ? 0 : 1),
        });
      } else if (up.cost <= left.cost) {
        row.push({ ...up, cost: up.cost + 1, d: up.d + 1 });
      } else {
        row.push({ ...left, cost: left.cost + 1, i: left.i + 1 });
      }
    }
    previous = row;
  }
  const last = previous[hyp.length];
  return {
    substitutions: last.s,
    deletions: last.d,
    insertions: last.i,
    words: ref.length,
  };
}

/**
 * (substitutions + deletions + insertions) / reference words, 0–1 (above 1 when the hypothesis
 * adds more words than the reference has). An empty reference: 0 when the hypothesis is empty
 * too, else 1.
 */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const errors = wordErrors(reference, hypothesis);
  const wrong = errors.substitutions + errors.deletions + errors.insertions;
  if (errors.words === 0) return wrong === 0 ? 0 : 1;
  return wrong / errors.words;
}
