// The stretches of speech between ffmpeg's silences: what pocketsphinx_batch decodes as utterances.
import {
  MAX_SPAN_MS,
  spansBetweenSilences,
} from '../../../../src/adapters/ai/offline/speech-spans';

/** ffmpeg's silencedetect metadata, as `ametadata=mode=print` prints it. */
const metadata = (...events: Array<['start' | 'end', number]>) =>
  events
    .map(([kind, at], i) =>
      [
        `frame:${i}    pts:${at * 16_000}  pts_time:${at}`,
        `lavfi.silence_${kind}=${at}`,
        ...(kind === 'end' ? [`lavfi.silence_duration=1`] : []),
      ].join('\n'),
    )
    .join('\n');

describe('speech spans', () => {
  it('reads the sound between silences, a little wider on each side, up to the end', () => {
    expect(
      spansBetweenSilences(
        metadata(['start', 6.785], ['end', 8.366], ['start', 10.887]),
        12_000,
      ),
    ).toEqual([
      { startMs: 0, endMs: 6_935 },
      { startMs: 8_216, endMs: 11_037 },
    ]);
    // Sound to the file's end when the last silence ended.
    expect(
      spansBetweenSilences(metadata(['start', 0], ['end', 2]), 5_000),
    ).toEqual([{ startMs: 1_850, endMs: 5_000 }]);
  });

  it('reads a file without silence whole, and one that is all silence as nothing', () => {
    expect(spansBetweenSilences('', 4_000)).toEqual([
      { startMs: 0, endMs: 4_000 },
    ]);
    expect(spansBetweenSilences(metadata(['start', 0]), 4_000)).toEqual([]);
  });

  it('drops clicks and splits a stretch longer than the decoder takes at once', () => {
    // 0–50 ms is a click; 1.0–1.5 s a word.
    expect(
      spansBetweenSilences(
        metadata(['start', 0.05], ['end', 1], ['start', 1.5], ['end', 2]),
        2_500,
      ),
    ).toEqual([
      { startMs: 850, endMs: 1_650 },
      { startMs: 1_850, endMs: 2_500 },
    ]);
    const long = spansBetweenSilences('', 2.5 * MAX_SPAN_MS);
    expect(long).toHaveLength(3);
    expect(long[0]).toEqual({ startMs: 0, endMs: MAX_SPAN_MS * (2.5 / 3) });
    expect(long[2].endMs).toBe(2.5 * MAX_SPAN_MS);
    expect(long.every((span) => span.endMs - span.startMs <= MAX_SPAN_MS)).toBe(
      true,
    );
  });
});
