// TextRank (Mihalcea & Tarau, 2004) over TF-IDF vectors: a sentence ranks high when it is
// similar to many sentences that rank high, i.e. when it says what the meeting kept talking about.

export type TermVector = Map<string, number>;

/** TF-IDF weights of each sentence's terms, the sentences being the documents. */
export function tfIdfVectors(sentences: readonly string[][]): TermVector[] {
  const documentFrequency = new Map<string, number>();
  for (const terms of sentences) {
    for (const term of new Set(terms))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const n = sentences.length;
  return sentences.map((terms) => {
    const vector: TermVector = new Map();
    for (const term of terms) vector.set(term, (vector.get(term) ?? 0) + 1);
    for (const [term, count] of vector) {
      // Smoothed: a term in every sentence still weighs a little.
      const idf =
        Math.log((1 + n) / (1 + (documentFrequency.get(term) ?? 0))) + 1;
      vector.set(term, count * idf);
    }
    return vector;
  });
}

export function cosine(a: TermVector, b: TermVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  if (dot === 0) return 0;
  return dot / (norm(a) * norm(b));
}

function norm(vector: TermVector): number {
  let sum = 0;
  for (const weight of vector.values()) sum += weight * weight;
  return Math.sqrt(sum);
}

export interface TextRankOptions {
  damping?: number;
  iterations?: number;
  /** Stops early once no score moves more than this. */
  tolerance?: number;
}

/** One score per sentence (they add up to 1). */
export function textRank(
  vectors: readonly TermVector[],
  { damping = 0.85, iterations = 50, tolerance = 1e-6 }: TextRankOptions = {},
): number[] {
  const n = vectors.length;
  if (n === 0) return [];
  // The similarity graph, kept sparse: most sentence pairs share no term.
  const edges: { to: number; weight: number }[][] = vectors.map(() => []);
  const outWeight = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const weight = cosine(vectors[i], vectors[j]);
      if (weight <= 0) continue;
      edges[i].push({ to: j, weight });
      edges[j].push({ to: i, weight });
      outWeight[i] += weight;
      outWeight[j] += weight;
    }
  }
  let scores = new Array<number>(n).fill(1 / n);
  for (let round = 0; round < iterations; round += 1) {
    // A sentence that shares nothing hands its score to all, as PageRank does: the scores
    // keep adding up to 1.
    let isolated = 0;
    for (let i = 0; i < n; i += 1)
      if (outWeight[i] === 0) isolated += scores[i];
    const next = new Array<number>(n).fill(
      (1 - damping) / n + (damping * isolated) / n,
    );
    for (let i = 0; i < n; i += 1) {
      for (const { to, weight } of edges[i])
        next[to] += (damping * scores[i] * weight) / outWeight[i];
    }
    const moved = next.reduce(
      (most, score, i) => Math.max(most, Math.abs(score - scores[i])),
      0,
    );
    scores = next;
    if (moved < tolerance) break;
  }
  return scores;
}
