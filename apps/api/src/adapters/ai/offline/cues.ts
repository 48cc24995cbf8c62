// The words by which a meeting says it decided something or that someone will do something,
// as compromise match patterns. compromise expands contractions ("I'll" matches "i will",
// "let's" matches "let us") and tags names and dates in lower-case text too, which is what
// pocketsphinx writes.
import type { Participants, Sentence } from './sentences';

type Doc = Sentence['doc'];
type Match = ReturnType<Doc['match']>;

const DECISION = [
  'we (have|had)? #Adverb? (decided|agreed|concluded|settled)',
  '(decided|agreed) (to|on|that|upon)',
  '(everyone|everybody|we all|all) #Adverb? agreed',
  'let us (go|stick) with',
  'we (will|are going to|are) (go|going|stick|sticking) with',
  '(go|going) ahead with',
  '(the|our|a|final) decision (is|was)',
  'final decision',
  '(is|that is|it is|that was) (final|settled|decided)',
  '(is|was|are|were|been|got|get) #Adverb? approved',
  'settled on',
] as const;

/** "we haven't decided", "not agreed yet": the cue negated. */
const NEGATED =
  '(not|never|no) #Adverb? (decided|agreed|approved|settled|final)';
/** "have we agreed on …": a question, not a decision. */
const QUESTION =
  '^(did|do|does|have|has|had|should|shall|are|is|can|could|would|will) (we|you|they|i|it|that)';

export function isDecision(sentence: Sentence): boolean {
  const { doc } = sentence;
  if (sentence.text.endsWith('?') || doc.has(QUESTION)) return false;
  if (doc.has(NEGATED)) return false;
  return DECISION.some((cue) => doc.has(cue));
}

/** Verbs that are the meeting itself, not work: "can you hear me", "let me share my screen". */
const MEETING_TALK =
  '(be|hear|see|share|think|mute|unmute|repeat|say|mean|guess|wonder|remember|agree|like|love|start|continue|go ahead|know)';

/** The call itself ("can you hear me", "let me share my screen"): never a key point. */
const LOGISTICS = [
  '(share|sharing|shared) (my|the|your) screen',
  '(hear|see) (me|you|us|my screen|your screen)',
  '(you are|you were|i am|i was) on mute',
  '(let us|we can) get started',
  '(see you|talk to you|bye)',
  '(thanks|thank you) (everyone|everybody|all)',
] as const;

export function isMeetingTalk(sentence: Sentence): boolean {
  return LOGISTICS.some((cue) => sentence.doc.has(cue));
}

type Owner = 'named' | 'speaker' | 'addressed';

/** Commitments, strongest first: whose they are follows from the first that matches. */
const COMMITMENTS: { cue: string; owner: Owner; meetingTalk?: boolean }[] = [
  {
    cue: '#Person (will|shall|should|must|can|could) #Adverb? #Verb',
    owner: 'named',
  },
  { cue: '#Person (needs|has|is going|is supposed) to #Verb', owner: 'named' },
  { cue: '#Person is on it', owner: 'named' },
  { cue: 'i (will|shall) #Adverb? #Verb', owner: 'speaker', meetingTalk: true },
  { cue: 'i am going to #Verb', owner: 'speaker', meetingTalk: true },
  { cue: 'i (need|have) to #Verb', owner: 'speaker', meetingTalk: true },
  { cue: 'i can take', owner: 'speaker' },
  { cue: 'let me #Verb', owner: 'speaker', meetingTalk: true },
  {
    cue: '(can|could|would) you #Adverb? #Verb',
    owner: 'addressed',
    meetingTalk: true,
  },
  { cue: 'please #Verb', owner: 'addressed', meetingTalk: true },
  { cue: 'let me know', owner: 'addressed' },
  { cue: 'we (need|have|must|got) to #Verb', owner: 'addressed' },
  { cue: 'we must #Verb', owner: 'addressed' },
  { cue: '(action item|todo|to-do|follow up|follow-up)', owner: 'addressed' },
  // "the report is due friday", "… by the end of the month": a deadline is a commitment.
  {
    cue: '(due|by|before) (the|this|next)? (#Date|#Time|end of)',
    owner: 'addressed',
  },
];

/** When: the first time phrase of the sentence, without its preposition ("by friday" → "friday"). */
const DUE = [
  '(by|before|until|till|due|on)? (the)? end of (the)? (day|week|month|quarter|year|sprint|#Date) #Date?',
  '(by|before|until|till|due|on)? (this|tomorrow|#WeekDay) (morning|afternoon|evening|night)',
  '(by|before|until|till|due|on)? (the|this|next|coming)? (#Date|#Time)+',
  '(eod|asap)',
] as const;
const PREPOSITION = '^(by|before|until|till|due|on)';

/**
 * The sentence's deadline, the first one from character `from` on (where the commitment is
 * said: "we shipped on friday and bob will write the notes by monday" → "monday"); else the
 * first one before it.
 */
export function duePhrase(doc: Doc, from = 0): string | null {
  let before: string | null = null;
  for (const pattern of DUE) {
    for (const phrase of timePhrases(doc, pattern)) {
      if (phrase.start >= from) return phrase.text;
      before ??= phrase.text;
    }
  }
  return before;
}

function timePhrases(doc: Doc, pattern: string) {
  const phrases: { text: string; start: number }[] = [];
  doc.match(pattern).forEach((match) => {
    // "last week" is the past; a bare duration ("a two week sprint") is no deadline.
    if (match.has('(last|yesterday|ago|previous)')) return;
    if (match.terms().length === 1 && match.has('#Duration')) return;
    // As said (a typed "Monday" keeps its capital), without the sentence's full stop.
    const text = match
      .not(PREPOSITION)
      .text()
      .replace(/[\s.,;:!?]+$/, '')
      .trim();
    if (text) phrases.push({ text, start: startOf(match) });
  });
  return phrases;
}

/** Where a match starts in its sentence's text. */
const startOf = (match: Match): number =>
  (match.json({ offset: true }) as { offset?: { start: number } }[])[0]?.offset
    ?.start ?? 0;

export interface Commitment {
  owner: string | null;
  due: string | null;
}

/** The action this sentence commits someone to, or null when it commits nobody. */
export function commitment(
  sentence: Sentence,
  participants: Participants,
): Commitment | null {
  const { doc } = sentence;
  if (doc.has(QUESTION) && !doc.has('^(can|could|would) you')) return null;
  for (const { cue, owner, meetingTalk } of COMMITMENTS) {
    const match = doc.match(cue);
    if (!match.found) continue;
    if (meetingTalk && match.has(MEETING_TALK) && !doc.has('let me know'))
      continue;
    return {
      owner: ownerOf(owner, match, sentence, participants),
      due: duePhrase(doc, startOf(match)),
    };
  }
  return null;
}

function ownerOf(
  owner: Owner,
  match: Match,
  sentence: Sentence,
  participants: Participants,
): string | null {
  if (owner === 'speaker') return sentence.speaker;
  if (owner === 'named') {
    const [name] = match.match('#Person+').out('array') as string[];
    return name ? displayName(name, participants) : null;
  }
  // A request goes to whoever is named in it ("can you, alice, …"), never to the one asking.
  const names = mentionedNames(sentence.doc, participants)
    .map((name) => displayName(name, participants))
    .filter((name) => name !== sentence.speaker);
  return names[0] ?? null;
}

/**
 * Names said in the sentence, in order: what the tagger takes for people, and the speakers'
 * own names wherever they stand ("can you bob check …" reads "bob" as a verb).
 */
function mentionedNames(doc: Doc, participants: Participants): string[] {
  const names: string[] = [];
  let current: string[] = [];
  const sentences = doc.json({ terms: { normal: true } }) as {
    terms: { normal: string; tags: string[] }[];
  }[];
  for (const term of sentences.flatMap((s) => s.terms)) {
    if (term.tags.includes('Person') || participants.byWord.has(term.normal)) {
      current.push(term.normal);
      continue;
    }
    if (current.length > 0) names.push(current.join(' '));
    current = [];
  }
  if (current.length > 0) names.push(current.join(' '));
  return names;
}

/** A participant's full name when the word is theirs; else the name as said, capitalised. */
function displayName(said: string, participants: Participants): string {
  const normal = said
    .toLowerCase()
    .replace(/[^\p{L}\s'-]/gu, '')
    .trim();
  const known =
    participants.byWord.get(normal) ??
    participants.byWord.get(normal.split(' ')[0]);
  if (known) return known;
  return normal.replace(/(^|\s)\p{L}/gu, (letter) => letter.toUpperCase());
}
