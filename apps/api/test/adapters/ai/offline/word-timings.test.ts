// pocketsphinx's printed word times → transcript lines: fillers and pronunciation variants
// dropped, a line per utterance (pause or 20 words), moved onto the recording's timeline.
import {
  mergeSegments,
  parseWordLine,
  type TimedWord,
  wordsToSegments,
} from '../../../../src/adapters/ai/offline/word-timings';

const words = (text: string, startMs = 0, stepMs = 300): TimedWord[] =>
  text.split(' ').map((word, i) => ({
    word,
    startMs: startMs + i * stepMs,
    endMs: startMs + i * stepMs + stepMs - 10,
  }));

describe('word timings', () => {
  it('reads word lines; skips hypotheses, fillers and blank lines; drops (2) variants', () => {
    expect(parseWordLine('consider 2.900 3.440 0.999700')).toEqual({
      word: 'consider',
      startMs: 2900,
      endMs: 3440,
    });
    expect(parseWordLine('to(2) 6.040 6.130 0.882396')).toEqual({
      word: 'to',
      startMs: 6040,
      endMs: 6130,
    });
    for (const filler of [
      '<s> 0.000 0.140 0.999400',
      '</s> 7.050 7.080 1.000000',
      '<sil> 3.910 3.930 0.553348',
      '[NOISE] 1.000 1.200 0.5',
      '[SPEECH] 60.990 61.110 0.535598',
      '++BREATH++ 1.0 1.2 0.4',
    ])
      expect(parseWordLine(filler)).toBeNull();
    expect(parseWordLine('he was not an illness those young man')).toBeNull();
    expect(parseWordLine('')).toBeNull();
  });

  it('starts a new line after a pause of more than 0.8 s, or after 20 words', () => {
    const said = [
      ...words('we should ship on friday', 0),
      // 2.4 s after "friday" ends.
      ...words('agreed', 3890),
    ];
    const lines = wordsToSegments(said, 'Ann', 10_000);
    expect(lines).toEqual([
      {
        startMs: 10_000,
        endMs: 11_490,
        speaker: 'Ann',
        text: 'we should ship on friday',
      },
      { startMs: 13_890, endMs: 14_180, speaker: 'Ann', text: 'agreed' },
    ]);

    const long = words(Array.from({ length: 45 }, (_, i) => `w${i}`).join(' '));
    const split = wordsToSegments(long, null, 0);
    expect(split.map((s) => s.text.split(' ').length)).toEqual([20, 20, 5]);
    expect(split.every((s) => s.speaker === null)).toBe(true);
    expect(wordsToSegments([], 'Ann', 0)).toEqual([]);
  });

  it('merges speakers by start time', () => {
    const ann = wordsToSegments(words('hello everyone', 0), 'Ann', 0);
    const ben = wordsToSegments(words('hi ann', 200), 'Ben', 0);
    const later = wordsToSegments(words('shall we start', 5000), 'Ann', 0);
    expect(
      mergeSegments([[...ann, ...later], ben]).map((s) => s.speaker),
    ).toEqual(['Ann', 'Ben', 'Ann']);
  });
});
