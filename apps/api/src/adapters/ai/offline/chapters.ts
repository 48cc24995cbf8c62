// The offline summary's chapters (docs/ai-summary-offline.md): where the talk moves on to
// something else, found by lexical cohesion as TextTiling does (Hearst, 1997). The words of the
// sentences before each gap are compared with those after it; a deep valley in that similarity
// is a change of topic. A chapter is named by the words that set it apart from the others and
// told by its best-ranked sentence.
import type { Chapter } from '@ruume/contracts';
import { cleanSentence, type Sentence } from './sentences';
import { cosine, type TermVector } from './text-rank';

/** Sentences compared on each side of a gap. */
const BLOCK = 6;
/** A chapter lasts at least this long and holds at least this many sentences. */
const MIN_CHAPTER_MS = 60_000;
const MIN_CHAPTER_SENTENCES = 4;
const MAX_CHAPTERS = 12;
/** A valley shallower than this is the same topic's ordinary wobble. */
const MIN_DEPTH = 0.1;
const TITLE_TERMS = 3;

/** The meeting's chapters in time order, the first at 0; none when nothing was said. */
export function chaptersOf(sentences: Sentence[], scores: number[]): Chapter[] {
  if (sentences.length === 0) return [];
  const starts = [0, ...topicShifts(sentences)].sort((a, b) => a - b);
  const parts = starts.map((start, i) =>
    sentences.slice(start, starts[i + 1] ?? sentences.length),
  );
  const titles = titlesOf(parts);
  return parts.map((part, i) => {
    const told = best(part, scores).text;
    return {
      startMs: i === 0 ? 0 : part[0].startMs,
      // A part with no word to name it ("hello") is named by how it starts.
      title: titles[i] || firstWords(told),
      line: cleanSentence(told),
    };
  });
}

/** The sentences where a new topic starts, the deepest valleys first, spaced as chapters need. */
function topicShifts(sentences: Sentence[]): number[] {
  const n = sentences.length;
  const span = sentences[n - 1].startMs - sentences[0].startMs;
  const most =
    Math.min(
      MAX_CHAPTERS,
      Math.floor(span / MIN_CHAPTER_MS),
      Math.floor(n / MIN_CHAPTER_SENTENCES),
    ) - 1;
  if (most <= 0) return [];

  const counts = sentences.map((s) => termCounts(s.terms));
  // similarity[g]: the block before sentence g against the block from it (g = 1 … n-1).
  const similarity = smoothed(
    Array.from({ length: n - 1 }, (_, i) =>
      cosine(
        summed(counts.slice(Math.max(0, i + 1 - BLOCK), i + 1)),
        summed(counts.slice(i + 1, i + 1 + BLOCK)),
      ),
    ),
  );
  const depths = similarity.map((_, i) => depth(similarity, i));
  // Hearst's cutoff: deeper than the gaps' mean depth less half their deviation.
  const mean = depths.reduce((sum, d) => sum + d, 0) / depths.length;
  const deviation = Math.sqrt(
    depths.reduce((sum, d) => sum + (d - mean) ** 2, 0) / depths.length,
  );
  const cutoff = Math.max(MIN_DEPTH, mean - deviation / 2);
  // The valleys: gaps no more similar than their neighbours, far enough from either end.
  const valleys = depths
    .map((value, i) => ({ at: i + 1, depth: value }))
    .filter(
      ({ at, depth: d }, i) =>
        d >= cutoff &&
        at >= MIN_CHAPTER_SENTENCES &&
        at <= n - MIN_CHAPTER_SENTENCES &&
        similarity[i] <= (similarity[i - 1] ?? Infinity) &&
        similarity[i] <= (similarity[i + 1] ?? Infinity),
    );

  const chosen: number[] = [];
  const timeOf = (at: number) => sentences[at].startMs;
  const end = sentences[n - 1].startMs;
  for (const { at } of valleys.sort(
    (a, b) => b.depth - a.depth || a.at - b.at,
  )) {
    if (chosen.length === most) break;
    const apart = [0, ...chosen].every(
      (other) =>
        Math.abs(other - at) >= MIN_CHAPTER_SENTENCES &&
        Math.abs(timeOf(other) - timeOf(at)) >= MIN_CHAPTER_MS,
    );
    if (apart && end - timeOf(at) >= MIN_CHAPTER_MS) chosen.push(at);
  }
  return chosen;
}

/** How far gap i sits below the peaks on either side (Hearst's depth score). */
function depth(similarity: number[], i: number): number {
  let left = similarity[i];
  for (let j = i - 1; j >= 0 && similarity[j] >= left; j--)
    left = similarity[j];
  let right = similarity[i];
  for (let j = i + 1; j < similarity.length && similarity[j] >= right; j++)
    right = similarity[j];
  return left - similarity[i] + (right - similarity[i]);
}

/** Each value averaged with its neighbours: one odd sentence makes no valley. */
const smoothed = (values: number[]) =>
  values.map((_, i) => {
    const near = values.slice(Math.max(0, i - 1), i + 2);
    return near.reduce((sum, v) => sum + v, 0) / near.length;
  });

function termCounts(terms: string[]): TermVector {
  const counts: TermVector = new Map();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function summed(vectors: TermVector[]): TermVector {
  const total: TermVector = new Map();
  for (const vector of vectors)
    for (const [term, count] of vector)
      total.set(term, (total.get(term) ?? 0) + count);
  return total;
}

/**
 * Each chapter's title: its most frequent words, weighed down when the other chapters say them
 * too ("budget, spend and quarter").
 */
function titlesOf(parts: Sentence[][]): string[] {
  const counts = parts.map((part) =>
    summed(part.map((s) => termCounts(s.terms))),
  );
  const chaptersWith = new Map<string, number>();
  for (const vector of counts)
    for (const term of vector.keys())
      chaptersWith.set(term, (chaptersWith.get(term) ?? 0) + 1);
  return counts.map((vector) => {
    const weighed = [...vector]
      .filter(([term]) => term.length > 2)
      .map(([term, count]) => ({
        term,
        weight:
          count *
          (Math.log((1 + parts.length) / (1 + (chaptersWith.get(term) ?? 0))) +
            1),
      }));
    // Ties keep the order the words were first said in (Map order).
    const top = weighed
      .sort((a, b) => b.weight - a.weight)
      .slice(0, TITLE_TERMS)
      .map((w) => w.term);
    return listed(top);
  });
}

const firstWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, TITLE_TERMS + 2)
    .join(' ');

const listed = (words: string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The part's best-ranked sentence with something to say (any, when none has). */
function best(part: Sentence[], scores: number[]): Sentence {
  const saying = part.filter((s) => s.terms.length >= 3);
  const pool = saying.length > 0 ? saying : part;
  return pool.reduce((top, s) =>
    scores[s.index] > scores[top.index] ? s : top,
  );
}
