// The speaking ring from Janus's word and the room's microphones: Janus keeps "talking" frozen
// through a moderated mute and says nothing when the person speaks again after unmuting.
import {
  guestAda,
  guestBo,
  guestCy,
  hostJane,
} from '../test-support/live-fixtures';
import type { LiveRoomState } from './room-state';
import { sfuStates } from '../test-support/sfu-fixtures';
import { activeSpeaker, SfuTalking, talkingAtJoin } from './sfu-talking';
import { feedOwners } from './stage-layout';

const room = sfuStates.thirty;
const ada = room.others[0] ?? guestAda;
// bo of the fixtures has his microphone off: cy speaks here.
const cy = room.others[2] ?? guestCy;

/** The room with ada's microphone on or off (the `updated` frame of a mute). */
const withAdaAudio = (audio: boolean): LiveRoomState => ({
  ...room,
  others: room.others.map((p) => (p.id === ada.id ? { ...p, audio } : p)),
});

const ring = (
  talking: SfuTalking,
  state: LiveRoomState = room,
  levels: Record<string, number> = {},
  previous: string | null = null,
) => activeSpeaker({ room: state, levels, previous, talking });

describe('the speaking ring on the SFU', () => {
  it('goes to whom Janus says talks, and leaves when Janus says they stopped', () => {
    const talking = new SfuTalking();
    talking.note(ada.id, true);
    expect(ring(talking)).toBe(ada.id);
    talking.note(ada.id, false);
    expect(ring(talking)).toBeNull();
  });

  it('leaves someone muted at once, though Janus never said they stopped', () => {
    const talking = new SfuTalking();
    talking.note(ada.id, true);
    expect(ring(talking, withAdaAudio(false))).toBeNull();
  });

  it('comes back at once when they unmute while Janus still has them talking', () => {
    const talking = new SfuTalking();
    talking.note(ada.id, true);
    expect(ring(talking, withAdaAudio(false))).toBeNull();
    // No new `talking` from Janus: its state never changed.
    expect(ring(talking, withAdaAudio(true))).toBe(ada.id);
  });

  it('goes to the latest to start talking, and back to the other when they mute', () => {
    const talking = new SfuTalking();
    talking.note(cy.id, true);
    talking.note(ada.id, true);
    expect(ring(talking)).toBe(ada.id);
    expect(ring(talking, withAdaAudio(false))).toBe(cy.id);
    // A repeated word does not make cy the latest.
    talking.note(cy.id, true);
    expect(ring(talking)).toBe(ada.id);
  });

  it('is ours while our analyser hears us, unless our microphone is off', () => {
    const talking = new SfuTalking();
    talking.note(ada.id, true);
    const loud = { [hostJane.id]: 0.2 };
    expect(ring(talking, room, loud, ada.id)).toBe(hostJane.id);
    const selfMuted = {
      ...room,
      self: room.self && { ...room.self, audio: false },
    };
    expect(ring(talking, selfMuted, loud, ada.id)).toBe(ada.id);
  });

  it('on the mesh follows only the analysers, never a word Janus said before', () => {
    const talking = new SfuTalking();
    talking.note(ada.id, true);
    const mesh: LiveRoomState = { ...room, mediaMode: 'mesh' };
    expect(ring(talking, mesh)).toBeNull();
    expect(ring(talking, mesh, { [cy.id]: 0.1, [ada.id]: 0.01 })).toBe(cy.id);
  });
});

describe("Janus's talking state when we join", () => {
  const owners = feedOwners(room.others.slice(0, 3));
  const [adaFeeds, cyFeeds] = [ada.feeds, cy.feeds];

  it('reads each audio stream, and anyone not listed is not talking', () => {
    const publishers = [
      {
        id: adaFeeds?.camera,
        streams: [
          { type: 'audio', mid: '0', talking: true },
          { type: 'video', mid: '1' },
        ],
      },
      { id: cyFeeds?.camera, streams: [{ type: 'audio', talking: false }] },
      // A shared screen has no microphone of its own to speak for.
      { id: cyFeeds?.screen, talking: true, streams: [] },
    ];
    expect(new Map(talkingAtJoin(publishers, owners))).toEqual(
      new Map([
        [ada.id, true],
        [guestBo.id, false],
        [cy.id, false],
      ]),
    );
  });

  it('takes an answer without a list as nobody talking', () => {
    expect(talkingAtJoin(undefined, owners).every(([, t]) => !t)).toBe(true);
  });
});
