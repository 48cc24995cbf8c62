// The moves between the mesh and the SFU, with recording transports (WebRTC does not run here).
import type {
  IceServer,
  RoomServerMessage,
  RoomSfuAccess,
  RoomWatchAccess,
} from '@ruume/contracts';
import { guestAda, inRoomState } from '../test-support/live-fixtures';
import type {
  MediaTransport,
  RemoteStreamListener,
  SfuMediaTransport,
} from './media-transport';
import { roomReducer, type LiveRoomState } from './room-state';
import { sfuAccess } from '../test-support/sfu-fixtures';
import { TransportSwitch, UNREACHABLE_AFTER_MS } from './transport-switch';
import type { WatchTransport } from './watch-transport';

class RecordingTransport implements MediaTransport {
  closed = false;
  sent: string[] = [];
  remote: RemoteStreamListener | null = null;
  remoteScreen: RemoteStreamListener | null = null;
  setLocalTracks(tracks: { video: MediaStreamTrack | null }) {
    this.sent.push(`local:${tracks.video?.id ?? 'none'}`);
  }
  async replaceTrack(kind: string, track: MediaStreamTrack | null) {
    this.sent.push(`${kind}:${track?.id ?? 'none'}`);
  }
  setPeers() {
    this.sent.push('peers');
  }
  async handleSignal() {
    this.sent.push('signal');
  }
  onRemoteStream(listener: RemoteStreamListener) {
    this.remote = listener;
    return () => undefined;
  }
  async setScreenTrack(track: MediaStreamTrack | null) {
    this.sent.push(`screen:${track?.id ?? 'none'}`);
  }
  onRemoteScreen(listener: RemoteStreamListener) {
    this.remoteScreen = listener;
    return () => undefined;
  }
  async stats() {
    return {};
  }
  restartIce() {
    this.sent.push('restart');
  }
  setIceServers(iceServers: IceServer[]) {
    this.sent.push(`ice:${iceServers.map((s) => s.username).join()}`);
  }
  close() {
    this.closed = true;
  }
}

class RecordingSfu extends RecordingTransport implements SfuMediaTransport {
  flowing: () => void = () => undefined;
  tokens: string[] = [];
  constructor(readonly access: RoomSfuAccess) {
    super();
  }
  onFlowing(listener: () => void) {
    this.flowing = listener;
    return () => undefined;
  }
  gone: () => void = () => undefined;
  onGone(listener: () => void) {
    this.gone = listener;
    return () => undefined;
  }
  refreshToken(access: RoomSfuAccess) {
    this.tokens.push(access.token);
  }
  sameRoom(access: RoomSfuAccess) {
    return access.room === this.access.room && access.url === this.access.url;
  }
}

const track = (id: string) => ({ id }) as MediaStreamTrack;
const stream = (id: string) => ({ id }) as unknown as MediaStream;

function setUp() {
  let room: LiveRoomState = inRoomState({ others: [guestAda] });
  const meshes: RecordingTransport[] = [];
  const sfus: RecordingSfu[] = [];
  const local = {
    audio: track('mic'),
    camera: track('cam'),
    screen: null as MediaStreamTrack | null,
  };
  const remote: Record<string, MediaStream>[] = [];
  const screens: Record<string, MediaStream>[] = [];
  const reach: boolean[] = [];
  const switcher = new TransportSwitch({
    createTransport: () => {
      meshes.push(new RecordingTransport());
      return meshes[meshes.length - 1] ?? null;
    },
    createSfuTransport: ({ access }) => {
      sfus.push(new RecordingSfu(access));
      return sfus[sfus.length - 1] ?? null;
    },
    sendSignal: () => undefined,
    room: () => room,
    local: () => local,
    onRemote: (cameras, shared) => {
      remote.push(cameras);
      screens.push(shared);
    },
    onMeasure: () => undefined,
    onSpeaking: () => undefined,
    onSfuReach: (reachable) => reach.push(reachable),
  });
  const receive = (frame: RoomServerMessage) => {
    room = roomReducer(room, { type: 'frame', frame, at: 1 });
    switcher.follow();
  };
  return { switcher, meshes, sfus, local, remote, screens, receive, reach };
}

const media = (
  state: 'ok' | 'reconnecting' | 'unavailable',
  sfu: RoomSfuAccess | null,
): RoomServerMessage => ({ type: 'media', mediaMode: 'sfu', state, sfu });

describe('TransportSwitch', () => {
  it('moves to the SFU, keeping the mesh playing until the SFU media flows', () => {
    const { switcher, meshes, sfus, remote, receive } = setUp();
    switcher.follow();
    meshes[0]?.remote?.(guestAda.id, stream('mesh-ada'));
    receive(media('ok', sfuAccess));
    expect(sfus).toHaveLength(1);
    expect(meshes[0]?.closed).toBe(false);
    expect(remote.at(-1)?.[guestAda.id]?.id).toBe('mesh-ada');
    sfus[0]?.remote?.(guestAda.id, stream('sfu-ada'));
    expect(remote.at(-1)?.[guestAda.id]?.id).toBe('sfu-ada');
    sfus[0]?.flowing();
    expect(meshes[0]?.closed).toBe(true);
    expect(switcher.transport()).toBe(sfus[0]);
  });

  it('drops the SFU while it reconnects and republishes with the fresh access', () => {
    const { switcher, sfus, receive } = setUp();
    receive(media('ok', sfuAccess));
    receive(media('reconnecting', null));
    expect(sfus[0]?.closed).toBe(true);
    expect(switcher.transport()).toBeNull();
    receive(media('ok', { ...sfuAccess, room: 5151, token: 'fresh' }));
    expect(sfus).toHaveLength(2);
    expect(sfus[1]?.access.room).toBe(5151);
    expect(sfus[1]?.sent).toContain('local:cam');
  });

  it('joins again when its Janus connection dies, even for the same room id (Janus restarted)', () => {
    jest.useFakeTimers();
    try {
      const { switcher, sfus, receive } = setUp();
      receive(media('ok', sfuAccess));
      // Janus died: the api recreates the VideoRoom under the same id, and its frames can
      // arrive together, so the room only ever holds the same access again.
      sfus[0]?.gone();
      receive(media('ok', { ...sfuAccess, token: 'fresh' }));
      expect(sfus).toHaveLength(2);
      expect(sfus[0]?.closed).toBe(true);
      expect(sfus[1]?.access.token).toBe('fresh');
      // Died again before any frame came: retried with what the room holds.
      sfus[1]?.gone();
      jest.advanceTimersByTime(2000);
      expect(sfus).toHaveLength(3);
      expect(switcher.transport()).toBe(sfus[2]);
      switcher.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says this browser cannot reach the SFU after three failed connections, until media flows', () => {
    jest.useFakeTimers();
    try {
      const { switcher, sfus, receive, reach } = setUp();
      receive(media('ok', sfuAccess));
      for (const n of [0, 1]) {
        sfus[n]?.gone();
        jest.advanceTimersByTime(2000);
      }
      expect(reach).toEqual([]);
      sfus[2]?.gone();
      expect(reach).toEqual([false]);
      jest.advanceTimersByTime(2000);
      sfus[3]?.flowing();
      expect(reach).toEqual([false, true]);
      switcher.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so too when no media came within 15 s (media blocked, the socket fine), not while the room reconnects', () => {
    jest.useFakeTimers();
    try {
      const { switcher, receive, reach } = setUp();
      receive(media('ok', sfuAccess));
      jest.advanceTimersByTime(UNREACHABLE_AFTER_MS);
      expect(reach).toEqual([false]);
      // The api says the SFU itself is away: that is said to everyone instead.
      receive(media('reconnecting', null));
      expect(reach).toEqual([false, true]);
      receive(media('ok', { ...sfuAccess, room: 5151 }));
      jest.advanceTimersByTime(UNREACHABLE_AFTER_MS - 1);
      expect(reach).toEqual([false, true]);
      switcher.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('refreshes the token of the same room from a ticket frame', () => {
    const { switcher, sfus, receive } = setUp();
    receive(media('ok', sfuAccess));
    receive({
      type: 'ticket',
      ticket: 't',
      expiresAt: 2,
      sfu: { ...sfuAccess, token: 'renewed' },
    });
    switcher.refreshAccess();
    expect(sfus).toHaveLength(1);
    expect(sfus[0]?.tokens).toEqual(['renewed']);
  });

  it('gives fresh TURN credentials from a ticket to the mesh still playing and the SFU', () => {
    const { switcher, meshes, sfus, receive } = setUp();
    switcher.follow();
    receive(media('ok', sfuAccess));
    receive({
      type: 'ticket',
      ticket: 't',
      expiresAt: 2,
      iceServers: [
        {
          urls: ['turn:turn.example:3478'],
          username: 'renewed',
          credential: 'c',
        },
      ],
    });
    switcher.refreshIceServers();
    expect(meshes[0]?.sent).toContain('ice:renewed');
    expect(sfus[0]?.sent).toContain('ice:renewed');
  });

  it('sends a screen beside the camera, on the mesh as on the SFU', async () => {
    const { switcher, meshes, sfus, local, receive } = setUp();
    switcher.follow();
    receive(media('ok', sfuAccess));
    local.screen = track('screen');
    await switcher.sendScreen(local.screen);
    expect(meshes[0]?.sent.at(-1)).toBe('screen:screen');
    expect(sfus[0]?.sent.at(-1)).toBe('screen:screen');
    await switcher.sendCamera(track('cam2'));
    expect(sfus[0]?.sent.at(-1)).toBe('video:cam2');
    expect(meshes[0]?.sent.at(-1)).toBe('video:cam2');
    local.screen = null;
    await switcher.sendScreen(null);
    expect(meshes[0]?.sent.at(-1)).toBe('screen:none');
  });

  it('gives a mesh made while a screen is shared the camera and the screen apart', () => {
    const { switcher, meshes, local } = setUp();
    local.screen = track('screen');
    switcher.follow();
    expect(meshes[0]?.sent).toEqual(['local:cam', 'screen:screen']);
  });

  it('shows a peer’s screen apart from their camera, and their camera alone once it goes', () => {
    const { switcher, meshes, remote, screens } = setUp();
    switcher.follow();
    meshes[0]?.remote?.(guestAda.id, stream('ada-camera'));
    meshes[0]?.remoteScreen?.(guestAda.id, stream('ada-screen'));
    expect(remote.at(-1)?.[guestAda.id]?.id).toBe('ada-camera');
    expect(screens.at(-1)?.[guestAda.id]?.id).toBe('ada-screen');
    meshes[0]?.remoteScreen?.(guestAda.id, null);
    expect(screens.at(-1)).toEqual({});
    expect(remote.at(-1)?.[guestAda.id]?.id).toBe('ada-camera');
  });
});

/** The audience's transport as the switch sees it: what it was asked to watch. */
class RecordingWatch extends RecordingTransport {
  updates: RoomWatchAccess[] = [];
  gone: () => void = () => undefined;
  constructor(readonly access: RoomWatchAccess) {
    super();
  }
  sameNode(access: RoomWatchAccess) {
    return access.url === this.access.url && access.pin === this.access.pin;
  }
  update(access: RoomWatchAccess) {
    this.updates.push(access);
  }
  onFlowing() {
    return () => undefined;
  }
  onGone(listener: () => void) {
    this.gone = listener;
    return () => undefined;
  }
}

const watchAccess: RoomWatchAccess = {
  url: sfuAccess.url,
  token: 'watch-token',
  pin: 'watch-pin',
  streams: [{ feed: 1002, mountpoint: 77, mid: 'v0', type: 'video' }],
  expiresAt: sfuAccess.expiresAt,
};

const watchFrame = (
  state: 'ok' | 'reconnecting',
  watch: RoomWatchAccess | null,
): RoomServerMessage => ({
  type: 'media',
  mediaMode: 'sfu',
  state,
  sfu: null,
  watch,
});

describe('TransportSwitch in the audience', () => {
  function watching() {
    let room: LiveRoomState = inRoomState({ others: [guestAda] });
    room = {
      ...room,
      self: room.self && { ...room.self, role: 'audience' },
      mediaMode: 'sfu',
      watch: watchAccess,
    };
    const watches: RecordingWatch[] = [];
    const meshes: RecordingTransport[] = [];
    const sfus: RecordingSfu[] = [];
    const switcher = new TransportSwitch({
      createTransport: () => {
        meshes.push(new RecordingTransport());
        return meshes.at(-1) ?? null;
      },
      createSfuTransport: ({ access }) => {
        sfus.push(new RecordingSfu(access));
        return sfus.at(-1) ?? null;
      },
      createWatchTransport: ({ access }) => {
        watches.push(new RecordingWatch(access));
        return watches.at(-1) as unknown as WatchTransport;
      },
      sendSignal: () => undefined,
      room: () => room,
      local: () => ({ audio: null, camera: null, screen: null }),
      onRemote: () => undefined,
      onMeasure: () => undefined,
      onSpeaking: () => undefined,
    });
    const receive = (frame: RoomServerMessage) => {
      room = roomReducer(room, { type: 'frame', frame, at: 1 });
      switcher.follow();
    };
    /** Moved by a moderator: the welcome of the new place, its role and its media. */
    const moved = (onStage: boolean) => {
      room = {
        ...room,
        self: room.self && {
          ...room.self,
          role: onStage ? 'participant' : 'audience',
        },
        sfu: onStage ? sfuAccess : null,
        watch: onStage ? null : watchAccess,
      };
      switcher.follow();
    };
    return { switcher, watches, meshes, sfus, receive, moved };
  }

  it('watches the stage with the access it was given, never a mesh or a VideoRoom', () => {
    const { switcher, watches, meshes } = watching();
    switcher.follow();
    expect(watches.map((w) => w.access)).toEqual([watchAccess]);
    expect(meshes).toEqual([]);
    expect(switcher.transport()).toBe(watches[0]);
  });

  it('follows the stage on the same node, and starts afresh on another or after its node went away', () => {
    const { switcher, watches, receive } = watching();
    switcher.follow();
    const more: RoomWatchAccess = {
      ...watchAccess,
      streams: [
        ...watchAccess.streams,
        { feed: 1004, mountpoint: 77, mid: 'v1', type: 'video' },
      ],
    };
    receive(watchFrame('ok', more));
    expect(watches).toHaveLength(1);
    expect(watches[0]?.updates).toEqual([more]);

    receive(watchFrame('reconnecting', null));
    expect(watches[0]?.closed).toBe(true);
    expect(switcher.transport()).toBeNull();
    receive(watchFrame('ok', { ...more, pin: 'new-room' }));
    expect(watches).toHaveLength(2);
    expect(watches[1]?.access.pin).toBe('new-room');
  });

  it('leaves the watch for the VideoRoom when invited on stage, and back again when sent back', () => {
    const { switcher, watches, sfus, moved } = watching();
    switcher.follow();
    moved(true);
    expect(watches[0]?.closed).toBe(true);
    expect(sfus.map((t) => t.access)).toEqual([sfuAccess]);
    expect(switcher.transport()).toBe(sfus[0]);

    moved(false);
    expect(sfus[0]?.closed).toBe(true);
    expect(watches).toHaveLength(2);
    expect(switcher.transport()).toBe(watches[1]);
  });
});
