// The offline summary (docs/ai-summary-offline.md): extractive, so every line of it is a
// sentence of the transcript. TextRank picks the overview and key points; compromise-read cues
// pick decisions and action items (with their owner and due date when the transcript says).
import {
  type ActionItem,
  type Highlight,
  MAX_HIGHLIGHTS,
  type MeetingSummary,
  type TranscriptSegment,
} from '@ruume/contracts';
import { type AiWork, emptySummary, type Summariser } from '../ai-engine';
import { chaptersOf } from './chapters';
import { commitment, isDecision, isMeetingTalk } from './cues';
import {
  cleanSentence,
  loadNlp,
  type Nlp,
  participantsOf,
  type Sentence,
  transcriptSentences,
} from './sentences';
import { cosine, type TermVector, textRank, tfIdfVectors } from './text-rank';

/** A sentence with fewer content words ("yeah sounds good") is no key point. */
const MIN_TERMS = 3;
/** Two key points this similar say the same thing: the lower one is left out. */
const MAX_SIMILARITY = 0.5;
const MAX_KEY_POINTS = 6;
const MIN_KEY_POINTS = 3;

export function summariseTranscript(
  nlp: Nlp,
  transcript: readonly TranscriptSegment[],
): MeetingSummary {
  const participants = participantsOf(transcript);
  const sentences = transcriptSentences(nlp, transcript, participants);
  // Nothing said: nothing, for the page to word.
  if (sentences.length === 0) return emptySummary();

  const vectors = tfIdfVectors(sentences.map((s) => s.terms));
  const scores = textRank(vectors);
  const ranked = distinctByRank(candidates(sentences), scores, vectors);

  const overview = ranked.slice(0, ranked.length >= 6 ? 3 : 2);
  const rest = ranked.filter((s) => !overview.includes(s));
  // Key points say more than the overview when the meeting has more to say.
  const keyPoints = rest.length >= MIN_KEY_POINTS ? rest : ranked;

  return {
    overview: inOrder(overview)
      .map((s) => cleanSentence(s.text))
      .join(' '),
    keyPoints: unique(
      keyPoints.slice(0, MAX_KEY_POINTS).map((s) => cleanSentence(s.text)),
    ),
    decisions: unique(
      sentences.filter(isDecision).map((s) => cleanSentence(s.text)),
    ),
    actionItems: actionItems(sentences, participants),
    chapters: chaptersOf(sentences, scores),
    highlights: highlights(ranked),
  };
}

/** The best-ranked sentences, in the order they were said, with who said them and when. */
const highlights = (ranked: Sentence[]): Highlight[] =>
  inOrder(ranked.slice(0, MAX_HIGHLIGHTS)).map((s) => ({
    startMs: s.startMs,
    speaker: s.speaker,
    text: cleanSentence(s.text),
  }));

/** Sentences with enough to say, not about the call itself; the others when none has. */
function candidates(sentences: Sentence[]): Sentence[] {
  const talk = sentences.filter((s) => !isMeetingTalk(s));
  const long = talk.filter((s) => s.terms.length >= MIN_TERMS);
  if (long.length > 0) return long;
  const some = talk.filter((s) => s.terms.length > 0);
  if (some.length > 0) return some;
  return talk.length > 0 ? talk : sentences;
}

/** Best first, each unlike the ones before it. */
function distinctByRank(
  pool: Sentence[],
  scores: number[],
  vectors: TermVector[],
): Sentence[] {
  const byScore = [...pool].sort(
    (a, b) => scores[b.index] - scores[a.index] || a.index - b.index,
  );
  const picked: Sentence[] = [];
  for (const sentence of byScore) {
    const text = cleanSentence(sentence.text).toLowerCase();
    const repeats = picked.some(
      (other) =>
        cleanSentence(other.text).toLowerCase() === text ||
        cosine(vectors[other.index], vectors[sentence.index]) > MAX_SIMILARITY,
    );
    if (!repeats) picked.push(sentence);
    if (picked.length === MAX_KEY_POINTS + 3) break;
  }
  return picked;
}

function actionItems(
  sentences: Sentence[],
  participants: ReturnType<typeof participantsOf>,
): ActionItem[] {
  const items: ActionItem[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    const found = commitment(sentence, participants);
    if (!found) continue;
    const text = cleanSentence(sentence.text);
    if (seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    items.push({ text, owner: found.owner, due: found.due });
  }
  return items;
}

const inOrder = (sentences: Sentence[]) =>
  [...sentences].sort((a, b) => a.index - b.index);

function unique(texts: string[]): string[] {
  const seen = new Set<string>();
  return texts.filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createExtractiveSummariser(): Summariser {
  return {
    async summarise(transcript, work: AiWork = {}) {
      const nlp = await loadNlp();
      work.signal?.throwIfAborted();
      const summary = summariseTranscript(nlp, transcript);
      work.onProgress?.(100);
      return summary;
    },
  };
}
