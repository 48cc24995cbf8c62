import { preferRedundantAudio } from './redundant-audio';

const codec = (mimeType: string): RTCRtpCodec => ({
  mimeType,
  clockRate: 48_000,
});

describe('preferRedundantAudio', () => {
  it('offers RED first, then the rest in the browser order', () => {
    const set = jest.fn();
    const offered = preferRedundantAudio({ setCodecPreferences: set }, () => [
      codec('audio/opus'),
      codec('audio/red'),
      codec('audio/PCMU'),
    ]);
    expect(offered).toBe(true);
    expect(
      (set.mock.calls[0]?.[0] as RTCRtpCodec[]).map((c) => c.mimeType),
    ).toEqual(['audio/red', 'audio/opus', 'audio/PCMU']);
  });

  it('leaves the order alone where the browser has no RED or cannot set it', () => {
    const set = jest.fn();
    expect(
      preferRedundantAudio({ setCodecPreferences: set }, () => [
        codec('audio/opus'),
      ]),
    ).toBe(false);
    expect(
      preferRedundantAudio({ setCodecPreferences: set }, () => undefined),
    ).toBe(false);
    expect(set).not.toHaveBeenCalled();
  });
});
