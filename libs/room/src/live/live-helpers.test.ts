import { pickActiveSpeaker } from './audio-levels';
import { qualityOf } from './media-transport';
import { isPolite, peerStatsFrom } from './mesh-transport';
import { shortcutKeys, shortcutOf } from './shortcuts';

const key = (
  k: string,
  mods: Partial<
    Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>
  > = {},
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('shortcuts', () => {
  it('ctrl or ⌘ with d toggles the microphone, with e the camera', () => {
    expect(shortcutOf(key('d', { ctrlKey: true }))).toBe('toggle-mic');
    expect(shortcutOf(key('D', { metaKey: true }))).toBe('toggle-mic');
    expect(shortcutOf(key('e', { ctrlKey: true }))).toBe('toggle-camera');
  });
  it('other keys and combinations are left alone', () => {
    expect(shortcutOf(key('d'))).toBeNull();
    expect(shortcutOf(key('d', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutOf(key('x', { ctrlKey: true }))).toBeNull();
  });
  it('reads as the platform writes it', () => {
    expect(shortcutKeys('toggle-mic', true)).toBe('⌘D');
    expect(shortcutKeys('toggle-camera', false)).toBe('ctrl+e');
  });
});

describe('active speaker', () => {
  it('is the loudest above the threshold, or nobody', () => {
    expect(pickActiveSpeaker({ a: 0.1, b: 0.3 }, null)).toBe('b');
    expect(pickActiveSpeaker({ a: 0.001 }, 'a')).toBeNull();
  });
  it('stays with the current speaker until someone is clearly louder', () => {
    expect(pickActiveSpeaker({ a: 0.1, b: 0.12 }, 'a')).toBe('a');
    expect(pickActiveSpeaker({ a: 0.1, b: 0.2 }, 'a')).toBe('b');
  });
});

describe('link quality', () => {
  it('reads round trip and loss since the last reading from getStats entries', () => {
    const first = peerStatsFrom(
      [
        {
          type: 'candidate-pair',
          state: 'succeeded',
          nominated: true,
          currentRoundTripTime: 0.05,
        },
        {
          type: 'inbound-rtp',
          kind: 'video',
          bytesReceived: 1000,
          packetsReceived: 90,
          packetsLost: 10,
          framesDecoded: 30,
        },
        {
          type: 'inbound-rtp',
          kind: 'audio',
          bytesReceived: 500,
          packetsReceived: 100,
          packetsLost: 0,
        },
      ],
      null,
    );
    expect(first.stats).toEqual({
      rttMs: 50,
      packetLoss: 10 / 200,
      framesDecoded: 30,
      bytesReceived: 1500,
    });
    const second = peerStatsFrom(
      [
        {
          type: 'inbound-rtp',
          kind: 'video',
          bytesReceived: 2000,
          packetsReceived: 190,
          packetsLost: 10,
          framesDecoded: 60,
        },
      ],
      { packetsReceived: 90, packetsLost: 10 },
    );
    expect(second.stats.packetLoss).toBe(0);
  });
  it('grades good, fair and poor', () => {
    expect(qualityOf(undefined)).toBe('unknown');
    expect(
      qualityOf({
        rttMs: 40,
        packetLoss: 0,
        framesDecoded: 0,
        bytesReceived: 0,
      }),
    ).toBe('good');
    expect(
      qualityOf({
        rttMs: 200,
        packetLoss: 0,
        framesDecoded: 0,
        bytesReceived: 0,
      }),
    ).toBe('fair');
    expect(
      qualityOf({
        rttMs: 40,
        packetLoss: 0.1,
        framesDecoded: 0,
        bytesReceived: 0,
      }),
    ).toBe('poor');
  });
  it('the lower id is the polite peer, so both ends agree', () => {
    expect(isPolite('a', 'b')).toBe(true);
    expect(isPolite('b', 'a')).toBe(false);
  });
});
