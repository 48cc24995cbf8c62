import { meshDirectionOf, meshLineOf, meshReceives } from './mesh-lines';

const transceiver = (kind: 'audio' | 'video') => ({
  receiver: { track: { kind } },
});

describe('the lines of a mesh peer connection', () => {
  it('are audio, camera and screen in the order the impolite end made them', () => {
    const all = [
      transceiver('audio'),
      transceiver('video'),
      transceiver('video'),
    ];
    expect(all.map((t) => meshLineOf(all, t))).toEqual([
      'audio',
      'camera',
      'screen',
    ]);
  });

  it('leave a peer of an older version (audio and camera only) without a screen', () => {
    const all = [transceiver('audio'), transceiver('video')];
    expect(all.map((t) => meshLineOf(all, t))).toEqual(['audio', 'camera']);
  });

  it('ignore lines they do not know', () => {
    const all = [
      transceiver('audio'),
      transceiver('video'),
      transceiver('video'),
      transceiver('audio'),
      transceiver('video'),
    ];
    expect(meshLineOf(all, all[3] ?? transceiver('audio'))).toBeNull();
    expect(meshLineOf(all, all[4] ?? transceiver('video'))).toBeNull();
  });

  it('send a screen only while there is one, and always receive', () => {
    const screen = { kind: 'video' } as MediaStreamTrack;
    expect(meshDirectionOf('screen', screen)).toBe('sendrecv');
    expect(meshDirectionOf('screen', null)).toBe('recvonly');
    // A camera turned off keeps its line sending: turning it on is a replaceTrack.
    expect(meshDirectionOf('camera', null)).toBe('sendrecv');
    expect(meshDirectionOf('audio', null)).toBe('sendrecv');
  });

  it('bring the other end’s media when the negotiated direction receives', () => {
    expect(meshReceives('sendrecv')).toBe(true);
    expect(meshReceives('recvonly')).toBe(true);
    expect(meshReceives('sendonly')).toBe(false);
    expect(meshReceives('inactive')).toBe(false);
    expect(meshReceives(null)).toBe(false);
  });
});
