// The transcript as sentences for the extractive summary. pocketsphinx's lines have no
// punctuation, so each is one sentence; a punctuated transcript (typed, or from another engine)
// is split by compromise. Each sentence keeps its speaker and its content words' roots.
import type { TranscriptSegment } from '@ruume/contracts';
import type compromise from 'compromise';

/** compromise itself, which its users load when they first need it (`loadNlp`). */
export type Nlp = typeof compromise;
export type Doc = ReturnType<Nlp>;

/** compromise's lexicon takes ≈ 0.4 s of CPU to load: with the first summary, not at every start. */
export const loadNlp = async (): Promise<Nlp> =>
  (await import('compromise')).default;

export interface Sentence {
  /** Position in the transcript. */
  index: number;
  /** As said, whitespace collapsed. */
  text: string;
  speaker: string | null;
  /** About when it was said: its segment's start, plus its share of the segment's time. */
  startMs: number;
  /** compromise's reading of it, for the cues. */
  doc: Doc;
  /** Roots of its content words ("reviewing" → "review"), for the ranking. */
  terms: string[];
}

/** Spoken filler that the tagger takes for content words. */
const FILLER_WORDS = new Set([
  'okay',
  'ok',
  'yeah',
  'yes',
  'um',
  'uh',
  'right',
  'thing',
  'things',
  'lot',
  'kind',
  'sort',
  'think',
  'know',
  'mean',
  'get',
  'go',
  'say',
  'guess',
  'like',
]);

const CONTENT_WORDS = '(#Noun|#Verb|#Adjective|#Value)' as const;
const FUNCTION_WORDS =
  '(#Pronoun|#Auxiliary|#Copula|#Modal|#Determiner|#Preposition|#Conjunction)' as const;

function contentTerms(doc: Doc): string[] {
  const words = doc.match(CONTENT_WORDS).not(FUNCTION_WORDS);
  return words
    .json({ terms: { normal: true } })
    .flatMap((phrase: { terms: { normal: string; root?: string }[] }) =>
      phrase.terms.map((term) => term.root ?? term.normal),
    )
    .filter((term: string) => term.length > 1 && !FILLER_WORDS.has(term));
}

/**
 * The speakers' names, looked for in what is said: their first names (lower case, as
 * pocketsphinx writes them) lead to their full names; and a lexicon that tells the tagger they
 * are people.
 */
export interface Participants {
  byWord: Map<string, string>;
  lexicon: Record<string, string>;
}

export function participantsOf(
  transcript: readonly TranscriptSegment[],
): Participants {
  const byWord = new Map<string, string>();
  for (const { speaker } of transcript) {
    if (!speaker) continue;
    const first = speaker.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (/^\p{L}{2,}$/u.test(first)) byWord.set(first, speaker);
    byWord.set(speaker.trim().toLowerCase(), speaker);
  }
  const lexicon = Object.fromEntries(
    [...byWord.keys()]
      .filter((word) => !word.includes(' '))
      .map((word) => [word, 'FirstName']),
  );
  return { byWord, lexicon };
}

/** compromise's tokenizer alone (no tagging) finds the sentence ends. */
function splitSentences(nlp: Nlp, text: string): string[] {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (!collapsed) return [];
  return nlp
    .tokenize(collapsed)
    .json()
    .map((sentence: { text: string }) => sentence.text.trim())
    .filter(Boolean);
}

export function transcriptSentences(
  nlp: Nlp,
  transcript: readonly TranscriptSegment[],
  participants: Participants,
): Sentence[] {
  const sentences: Sentence[] = [];
  for (const segment of transcript) {
    const said = splitSentences(nlp, segment.text);
    const characters = said.reduce((sum, text) => sum + text.length, 0);
    const span = Math.max(0, segment.endMs - segment.startMs);
    let before = 0;
    for (const text of said) {
      const doc = nlp(text, participants.lexicon);
      doc.compute('root');
      sentences.push({
        index: sentences.length,
        text,
        speaker: segment.speaker,
        startMs: segment.startMs + Math.round((span * before) / characters),
        doc,
        terms: contentTerms(doc),
      });
      before += text.length;
    }
  }
  return sentences;
}

/** A sentence as the summary shows it: capital first letter, "i" as "I", a full stop. */
export function cleanSentence(text: string): string {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bi\b/g, 'I')
    .replace(/\bi'(m|ll|ve|d)\b/g, "I'$1");
  if (!trimmed) return '';
  const capitalised = trimmed[0].toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}
