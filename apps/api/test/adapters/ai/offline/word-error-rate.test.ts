// The word error rate the offline engine is measured by.
import {
  normaliseWords,
  wordErrorRate,
  wordErrors,
} from '../../../../src/adapters/ai/word-error-rate';

describe('word error rate', () => {
  it('compares lower-case words without punctuation', () => {
    expect(normaliseWords("Mr. John's   dog, 'quoted' — don't!")).toEqual([
      'mr',
      "john's",
      'dog',
      'quoted',
      "don't",
    ]);
    expect(
      wordErrorRate(
        'He was not an ill disposed young man.',
        'he was not an ill disposed young man',
      ),
    ).toBe(0);
  });

  it('counts substitutions, deletions and insertions over the reference words', () => {
    // pocketsphinx's reading of the second LibriVox clip.
    expect(
      wordErrors(
        'he was not an ill disposed young man',
        'he was not an illness those young man',
      ),
    ).toEqual({ substitutions: 2, deletions: 0, insertions: 0, words: 8 });
    expect(wordErrors('a b c', 'a x b c d')).toEqual({
      substitutions: 0,
      deletions: 0,
      insertions: 2,
      words: 3,
    });
    expect(wordErrorRate('a b c d', 'a c')).toBe(0.5);
    expect(wordErrorRate('a b', 'c d e f')).toBe(2);
  });

  it('an empty reference: 0 for an empty hypothesis, 1 otherwise', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('', 'something')).toBe(1);
    expect(wordErrorRate('said something', '')).toBe(1);
  });
});
