// pocketsphinx's word segmentation → transcript lines: fillers and pronunciation variants
// dropped, a line per utterance (pause or 20 words), moved onto the recording's timeline.
import {
  mergeSegments,
  parseSegmentationLine,
  type TimedWord,
  utteranceId,
  wordsToSegments,
} from '../../../../src/adapters/ai/offline/word-timings';

const words = (text: string, startMs = 0, stepMs = 300): TimedWord[] =>
  text.split(' ').map((word, i) => ({
    word,
    startMs: startMs + i * stepMs,
    endMs: startMs + i * stepMs + stepMs - 10,
  }));

describe('word timings', () => {
  it('reads the words of an utterance from its place in the file; skips fillers and other lines; drops (2) variants', () => {
    // pocketsphinx_batch's -hypseg line for an utterance decoded 12.34 s into its file.
    const line = `${utteranceId(12_340)} S 0 T -8473351 A -7946240 L -527111 0 -123904 0 <s> 10 -243712 -257 he 21 -471040 -136 was(2) 44 -995328 -261 not 88 -585728 -524288 <sil> 101 -634 -21 [NOISE] 110 -99 -1 ++BREATH++ 115 -99 -1 an 130`;
    expect(parseSegmentationLine(line)).toEqual([
      { word: 'he', startMs: 12_440, endMs: 12_550 },
      { word: 'was', startMs: 12_550, endMs: 12_780 },
      { word: 'not', startMs: 12_780, endMs: 13_220 },
      { word: 'an', startMs: 13_490, endMs: 13_640 },
    ]);
    for (const other of [
      '',
      'INFO: batch.c(778): s12340: 2.87 seconds speech',
      'u0 S 0 T -1 A -1 L 0 0 -5 0 <s> 10 -2 -2 he 21',
    ])
      expect(parseSegmentationLine(other)).toEqual([]);
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
