// A stand-in for navigator.mediaDevices in stories and tests (never in the app): cameras and
// microphones that open, refuse or are busy on demand. In a browser (Storybook) the camera is
// a canvas drawing and the microphone a soft tone, so the preview and its meter move; in jsdom,
// which has no media at all, the tracks and streams are plain objects with the same surface.

/** What the devices do when the lobby asks for them. */
export type FakeDeviceScenario =
  /** Two cameras and two microphones that open. */
  | 'ready'
  /** The person (or a policy) refused access to both. */
  | 'denied'
  /** No camera and no microphone on this machine. */
  | 'no-devices'
  /** The microphone opens; another app holds the camera. */
  | 'camera-in-use'
  /** The permission prompt is still open: nothing answers. */
  | 'prompting';

const deviceLabels = {
  videoinput: [
    ['cam-front', 'front camera'],
    ['cam-usb', 'usb camera'],
  ],
  audioinput: [
    ['mic-built-in', 'built-in microphone'],
    ['mic-headset', 'headset microphone'],
  ],
} as const;

class FakeMediaStreamTrack extends EventTarget {
  enabled = true;
  muted = false;
  readyState: MediaStreamTrackState = 'live';
  readonly id: string;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly label: string,
    private readonly deviceId: string,
  ) {
    super();
    this.id = `${kind}-${deviceId}-${Math.random().toString(36).slice(2, 8)}`;
  }
  stop() {
    this.readyState = 'ended';
  }
  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId };
  }
  getConstraints(): MediaTrackConstraints {
    return {};
  }
  clone() {
    return new FakeMediaStreamTrack(this.kind, this.label, this.deviceId);
  }
}

/** jsdom's missing MediaStream, with what the lobby and the room use of it. */
export class FakeMediaStream extends EventTarget {
  readonly id = Math.random().toString(36).slice(2, 10);
  private tracks: MediaStreamTrack[];
  constructor(tracks: MediaStreamTrack[] | MediaStream = []) {
    super();
    this.tracks = Array.isArray(tracks) ? [...tracks] : tracks.getTracks();
  }
  get active() {
    return this.tracks.some((track) => track.readyState === 'live');
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: MediaStreamTrack) {
    if (!this.tracks.includes(track)) this.tracks.push(track);
  }
  removeTrack(track: MediaStreamTrack) {
    this.tracks = this.tracks.filter((one) => one !== track);
  }
}

/** A moving picture for the camera: a soft gradient and a figure, redrawn 15 times a second. */
function canvasCameraTrack(label: string): MediaStreamTrack | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  if (typeof canvas.captureStream !== 'function') return null;
  canvas.width = 640;
  canvas.height = 360;
  const context = canvas.getContext('2d');
  if (!context) return null;
  let frame = 0;
  const draw = () => {
    frame += 1;
    const sway = Math.sin(frame / 20) * 12;
    const sky = context.createLinearGradient(0, 0, 640, 360);
    sky.addColorStop(0, '#3b2a5c');
    sky.addColorStop(1, '#b74366');
    context.fillStyle = sky;
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = 'rgba(255, 255, 255, 0.85)';
    context.beginPath();
    context.arc(320 + sway, 150, 58, 0, Math.PI * 2);
    context.fill();
    context.beginPath();
    context.ellipse(320 + sway, 360, 130, 110, 0, Math.PI, 0);
    context.fill();
    context.fillStyle = 'rgba(255, 255, 255, 0.7)';
    context.font = '18px sans-serif';
    context.fillText(label, 20, 30);
  };
  draw();
  const timer = setInterval(draw, 1000 / 15);
  const track = canvas.captureStream(15).getVideoTracks()[0];
  if (!track) return null;
  const stopTrack = track.stop.bind(track);
  track.stop = () => {
    clearInterval(timer);
    stopTrack();
  };
  return track;
}

/** A quiet tone that swells and fades, so the level meter moves. */
function toneMicrophoneTrack(): MediaStreamTrack | null {
  const Context = globalThis.AudioContext;
  if (!Context) return null;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    tone.frequency.value = 220;
    const swell = audio.createOscillator();
    swell.frequency.value = 0.6;
    const depth = audio.createGain();
    depth.gain.value = 0.15;
    const volume = audio.createGain();
    volume.gain.value = 0.15;
    swell.connect(depth).connect(volume.gain);
    const out = audio.createMediaStreamDestination();
    tone.connect(volume).connect(out);
    tone.start();
    swell.start();
    const track = out.stream.getAudioTracks()[0];
    if (!track) return null;
    const stopTrack = track.stop.bind(track);
    track.stop = () => {
      stopTrack();
      // Stopped twice (the preview, then the page leaving) closes it once.
      if (audio.state !== 'closed') void audio.close().catch(() => undefined);
    };
    return track;
  } catch {
    return null;
  }
}

const refusal = (name: string, message: string) =>
  new DOMException(message, name);

const wanted = (constraint: boolean | MediaTrackConstraints | undefined) =>
  constraint !== undefined && constraint !== false;

const deviceIdOf = (
  constraint: boolean | MediaTrackConstraints | undefined,
  kind: keyof typeof deviceLabels,
): string => {
  const asked =
    typeof constraint === 'object' ? constraint.deviceId : undefined;
  const id =
    typeof asked === 'string'
      ? asked
      : typeof asked === 'object' && !Array.isArray(asked)
        ? asked.exact
        : undefined;
  return typeof id === 'string' ? id : deviceLabels[kind][0][0];
};

export interface FakeMediaDevices extends MediaDevices {
  /** Every track handed out, to check they were all stopped. */
  readonly tracks: MediaStreamTrack[];
}

let latest: FakeMediaDevices | null = null;

/** The devices made last (a story's), to check what became of their tracks. */
export const latestFakeMediaDevices = (): FakeMediaDevices | null => latest;

/** navigator.mediaDevices as `scenario` has it. */
export function createFakeMediaDevices(
  scenario: FakeDeviceScenario = 'ready',
): FakeMediaDevices {
  const tracks: MediaStreamTrack[] = [];
  const granted = { current: false };
  const events = new EventTarget();

  const open = (kind: 'audio' | 'video', deviceId: string) => {
    const list =
      deviceLabels[kind === 'audio' ? 'audioinput' : 'videoinput'] ?? [];
    const label =
      list.find(([id]) => id === deviceId)?.[1] ?? `${kind} ${deviceId}`;
    const real =
      typeof MediaStream === 'function' &&
      !(MediaStream as unknown as { fake?: boolean }).fake
        ? kind === 'video'
          ? canvasCameraTrack(label)
          : toneMicrophoneTrack()
        : null;
    const track =
      real ??
      (new FakeMediaStreamTrack(
        kind,
        label,
        deviceId,
      ) as unknown as MediaStreamTrack);
    tracks.push(track);
    return track;
  };

  const getUserMedia = async (
    constraints: MediaStreamConstraints = {},
  ): Promise<MediaStream> => {
    const audio = wanted(constraints.audio);
    const video = wanted(constraints.video);
    if (scenario === 'prompting')
      return new Promise<MediaStream>(() => undefined); // never answers
    if (scenario === 'denied')
      throw refusal('NotAllowedError', 'Permission denied');
    if (scenario === 'no-devices')
      throw refusal('NotFoundError', 'Requested device not found');
    if (scenario === 'camera-in-use' && video)
      throw refusal('NotReadableError', 'Could not start video source');
    granted.current = true;
    const opened = [
      ...(audio
        ? [open('audio', deviceIdOf(constraints.audio, 'audioinput'))]
        : []),
      ...(video
        ? [open('video', deviceIdOf(constraints.video, 'videoinput'))]
        : []),
    ];
    return new MediaStream(opened);
  };

  const enumerateDevices = async (): Promise<MediaDeviceInfo[]> => {
    if (scenario === 'no-devices') return [];
    const kinds = ['audioinput', 'videoinput'] as const;
    // Before access is granted browsers hide ids and labels.
    return kinds.flatMap((kind) =>
      deviceLabels[kind].map(([deviceId, label]) => {
        const info = {
          deviceId: granted.current ? deviceId : '',
          groupId: granted.current ? `group-${deviceId}` : '',
          kind,
          label: granted.current ? label : '',
        };
        return { ...info, toJSON: () => info } as MediaDeviceInfo;
      }),
    );
  };

  latest = Object.assign(events, {
    tracks,
    getUserMedia,
    enumerateDevices,
    getSupportedConstraints: () => ({ deviceId: true }),
    getDisplayMedia: () =>
      Promise.reject(refusal('NotAllowedError', 'Permission denied')),
    ondevicechange: null,
  }) as unknown as FakeMediaDevices;
  return latest;
}

type MediaNavigator = Omit<Navigator, 'mediaDevices'> & {
  mediaDevices?: MediaDevices;
};

/** The fakes in place, latest last; the browser's own (if any) comes back when none is left. */
const installed: MediaDevices[] = [];
let original: PropertyDescriptor | undefined;
let addedStream = false;

const showTop = () => {
  const navigator = globalThis.navigator as MediaNavigator;
  const top = installed[installed.length - 1];
  if (top) {
    Object.defineProperty(navigator, 'mediaDevices', {
      value: top,
      configurable: true,
    });
    return;
  }
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else delete navigator.mediaDevices;
  if (addedStream) delete (globalThis as { MediaStream?: unknown }).MediaStream;
  original = undefined;
  addedStream = false;
};

/**
 * Puts `devices` in place of navigator.mediaDevices (and a MediaStream where there is none,
 * as in jsdom) until the returned function is called; nested stories may install their own,
 * removed in any order.
 */
export function installFakeMediaDevices(devices: MediaDevices): () => void {
  if (installed.length === 0) {
    original = Object.getOwnPropertyDescriptor(
      globalThis.navigator,
      'mediaDevices',
    );
    const global = globalThis as { MediaStream?: unknown };
    addedStream = global.MediaStream === undefined;
    if (addedStream)
      global.MediaStream = Object.assign(FakeMediaStream, { fake: true });
  }
  installed.push(devices);
  showTop();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    installed.splice(installed.lastIndexOf(devices), 1);
    showTop();
  };
}
