// The ranking under the offline summary: TF-IDF vectors and TextRank over their cosine graph.
import {
  cosine,
  textRank,
  tfIdfVectors,
} from '../../../../src/adapters/ai/offline/text-rank';

describe('text rank', () => {
  it('weighs rare terms more; cosine is 1 for the same, 0 for nothing shared', () => {
    const [a, b] = tfIdfVectors([
      ['launch', 'date', 'launch'],
      ['launch', 'budget'],
    ]);
    expect(a.get('launch')).toBeLessThan(2 * (a.get('date') ?? 0));
    expect(b.get('budget')).toBeGreaterThan(b.get('launch') ?? 0);
    expect(cosine(a, a)).toBeCloseTo(1);
    expect(cosine(a, b)).toBeGreaterThan(0);
    expect(cosine(a, new Map([['weather', 1]]))).toBe(0);
  });

  it('ranks first the sentence that shares most with the others', () => {
    const sentences = [
      ['launch', 'date', 'june'],
      ['launch', 'database', 'migration', 'date'],
      ['database', 'migration', 'postgres'],
      ['weather', 'sunny'],
      ['launch', 'june', 'database'],
    ];
    const scores = textRank(tfIdfVectors(sentences));
    expect(scores).toHaveLength(5);
    expect(scores.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    const best = scores.indexOf(Math.max(...scores));
    expect(best).toBe(1);
    expect(scores[3]).toBe(Math.min(...scores));
    expect(textRank([])).toEqual([]);
  });
});
