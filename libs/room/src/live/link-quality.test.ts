import { LinkMeasurements } from './link-measurements';
import { LOST_AFTER_MS, LinkQualities } from './link-quality';
import { guestAda, guestBo, liveStates } from '../test-support/live-fixtures';
import type { MediaTransport, PeerStats } from './media-transport';
import { OwnLinkWatch, downlinkPoor, uplinkPoor } from './own-connection';

const link = (
  bytesReceived: number,
  packetLoss: number | null = 0,
  rttMs: number | null = 40,
): PeerStats => ({ rttMs, packetLoss, framesDecoded: 0, bytesReceived });

describe('LinkQualities', () => {
  it('grades by round trip and loss while packets arrive', () => {
    const links = new LinkQualities();
    expect(
      links.grade(
        { ada: link(100), bo: link(100, 0.05), cy: link(100, 0.2) },
        () => true,
        0,
      ),
    ).toEqual({ ada: 'good', bo: 'fair', cy: 'poor' });
  });

  it('says lost when someone who sends has sent nothing for a few seconds, and good when they are back', () => {
    const links = new LinkQualities();
    const sends = () => true;
    links.grade({ ada: link(100) }, sends, 0);
    expect(links.grade({ ada: link(500) }, sends, 2000)).toEqual({
      ada: 'good',
    });
    // Nothing since the reading at 2 s.
    expect(links.grade({ ada: link(500, null) }, sends, 4000)).toEqual({
      ada: 'good',
    });
    expect(
      links.grade({ ada: link(500, null) }, sends, 2000 + LOST_AFTER_MS),
    ).toEqual({ ada: 'lost' });
    expect(links.grade({ ada: link(900) }, sends, 9000)).toEqual({
      ada: 'good',
    });
  });

  it('never says lost of someone who sends nothing (muted, camera off), nor right after they start', () => {
    const links = new LinkQualities();
    let sending = false;
    const sends = () => sending;
    links.grade({ bo: link(100) }, sends, 0);
    expect(links.grade({ bo: link(100) }, sends, 20_000)).toEqual({
      bo: 'good',
    });
    // Unmuted at 20 s: the clock starts then.
    sending = true;
    expect(links.grade({ bo: link(100) }, sends, 22_000)).toEqual({
      bo: 'good',
    });
    expect(links.grade({ bo: link(100) }, sends, 26_000)).toEqual({
      bo: 'lost',
    });
  });
});

const remoteInbound = (fractionLost: number, roundTripTime = 0.05) => ({
  type: 'remote-inbound-rtp',
  kind: 'video',
  fractionLost,
  roundTripTime,
});

describe('uplinkPoor', () => {
  it('reads the loss and round trip the receivers of our media report', () => {
    expect(uplinkPoor([[remoteInbound(0.01)]])).toBe(false);
    expect(uplinkPoor([[remoteInbound(0.2)]])).toBe(true);
    expect(uplinkPoor([[remoteInbound(0, 0.6)]])).toBe(true);
    // On the mesh, one connection per person: any of them poor.
    expect(uplinkPoor([[remoteInbound(0.01)], [remoteInbound(0.3)]])).toBe(
      true,
    );
    expect(uplinkPoor([[]])).toBeNull();
  });

  it('is poor when the video is held back for bandwidth and the send estimate is under the lowest layer', () => {
    const held = (availableOutgoingBitrate: number) => [
      {
        type: 'outbound-rtp',
        kind: 'video',
        qualityLimitationReason: 'bandwidth',
      },
      {
        type: 'candidate-pair',
        state: 'succeeded',
        nominated: true,
        availableOutgoingBitrate,
      },
    ];
    expect(uplinkPoor([held(150_000)])).toBe(true);
    // Held back from the full layer on an ordinary link: not poor.
    expect(uplinkPoor([held(900_000)])).toBe(false);
  });
});

describe('downlinkPoor', () => {
  it('is poor only when everyone reaches us poorly or not at all', () => {
    expect(downlinkPoor({})).toBeNull();
    expect(downlinkPoor({ ada: 'unknown' })).toBeNull();
    // One person's bad link is theirs as likely as ours: their tile says it.
    expect(downlinkPoor({ ada: 'lost' })).toBeNull();
    expect(downlinkPoor({ ada: 'poor', bo: 'good' })).toBe(false);
    expect(downlinkPoor({ ada: 'poor', bo: 'lost' })).toBe(true);
  });
});

describe('OwnLinkWatch', () => {
  it('says poor after two poor readings, good again after three good ones', () => {
    const own = new OwnLinkWatch();
    const up = (poor: boolean | null) => own.note(poor, null).uplink;
    expect(up(null)).toBe('unknown');
    expect(up(false)).toBe('good');
    expect(up(true)).toBe('good');
    expect(up(true)).toBe('poor');
    expect(up(false)).toBe('poor');
    expect(up(true)).toBe('poor');
    expect(up(false)).toBe('poor');
    expect(up(false)).toBe('poor');
    expect(up(false)).toBe('good');
    expect(own.note(null, true).downlink).toBe('unknown');
  });
});

describe('LinkMeasurements', () => {
  /** A transport whose connections say what each test sets. */
  const transportOf = (
    stats: () => Record<string, PeerStats>,
    sending: () => Record<string, unknown>[][],
  ) =>
    ({
      stats: async () => stats(),
      sendingStats: async () => sending(),
    }) as unknown as MediaTransport;

  it('says lost of someone whose microphone is on, never of someone muted, and tells us our own uplink is poor', async () => {
    let now = 0;
    const measurements = new LinkMeasurements(() => now);
    // Ada talks, bo is muted with his camera on a tile we do not show.
    measurements.showing([]);
    const frozen = { [guestAda.id]: link(500), [guestBo.id]: link(500) };
    const transport = transportOf(
      () => frozen,
      () => [[remoteInbound(0.25)]],
    );
    const room = liveStates.four;
    let measured = await measurements.measure(transport, room);
    for (now = 2000; now <= 6000; now += 2000)
      measured = await measurements.measure(transport, room);
    expect(measured.quality).toEqual({
      [guestAda.id]: 'lost',
      [guestBo.id]: 'good',
    });
    expect(measured.ownLink.uplink).toBe('poor');
  });

  it('reads no uplink for the audience, who send nothing', async () => {
    const measurements = new LinkMeasurements(() => 0);
    const transport = transportOf(
      () => ({}),
      () => [[remoteInbound(0.25)]],
    );
    const watching = liveStates.watching;
    for (let i = 0; i < 3; i++) {
      const { ownLink } = await measurements.measure(transport, watching);
      expect(ownLink.uplink).toBe('unknown');
    }
  });
});
