// The live room's media in stories and tests: canvas-drawn camera streams (where the browser
// can capture a canvas) and the media part of a room's snapshot (live-fixtures.ts re-exports).
import type { ConnectionQuality } from '../live/media-transport';
import type { MediaSnapshot } from '../live/room-snapshot';
import type { LiveRoomState } from '../live/room-state';

const PALETTE = ['#B74366', '#2F5BD3', '#1F7A4D', '#8F5500'];

/** A moving picture with a name, as a camera would send; null where canvases cannot stream. */
export function fakeVideoStream(label: string, index = 0): MediaStream | null {
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
    context.fillStyle = PALETTE[index % PALETTE.length];
    context.fillRect(0, 0, 640, 360);
    context.fillStyle = 'rgba(255, 255, 255, 0.25)';
    context.beginPath();
    context.arc(320 + Math.sin(frame / 20) * 120, 180, 70, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#FFFFFF';
    context.font = '32px sans-serif';
    context.fillText(label, 24, 56);
  };
  const stream = canvas.captureStream(15);
  const track = stream.getVideoTracks()[0];
  // stop() fires no 'ended' on the track itself: drawing stops with the track either way.
  const timer = setInterval(() => {
    if (track?.readyState === 'ended') clearInterval(timer);
    else draw();
  }, 1000 / 15);
  draw();
  return stream;
}

/** Media as the room shows it: streams for those with video where a canvas can stream. */
export function mediaSnapshot(
  room: LiveRoomState,
  overrides: Partial<MediaSnapshot> = {},
): MediaSnapshot {
  const remote: Record<string, MediaStream> = {};
  const quality: Record<string, ConnectionQuality> = {};
  const qualities: ConnectionQuality[] = ['good', 'fair', 'poor', 'good'];
  room.others.forEach((p, index) => {
    const stream =
      p.video || p.screen ? fakeVideoStream(p.displayName, index + 1) : null;
    if (stream) remote[p.id] = stream;
    quality[p.id] = qualities[index % qualities.length];
  });
  return {
    status: 'ready',
    local: room.self?.video ? fakeVideoStream(room.self.displayName) : null,
    screen: null,
    audioDeviceId: null,
    videoDeviceId: null,
    audioProblem: null,
    videoProblem: null,
    audioAvailable: true,
    videoAvailable: true,
    remote,
    remoteScreens: {},
    recentSpeakers: [],
    sfuUnreachable: false,
    quality,
    ownLink: { uplink: 'good', downlink: 'good' },
    activeSpeakerId: null,
    ...overrides,
  };
}
