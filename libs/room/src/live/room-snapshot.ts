// What a live room's page reads and calls: the controller's snapshot (the room's state and the
// media), its actions, and the options it is made with (room-controller.ts; stories use a
// fixture controller of the same shape, test-support/live-fixtures.ts).
import type { RoomReaction, RoomSettings } from '@ruume/contracts';
import type {
  AcquiredDevices,
  DeviceProblem,
} from '../devices/acquire-devices';
import type { DeviceChoice } from '../devices/device-choice';
import type { ConnectionQuality } from './media-transport';
import { unknownOwnLink, type OwnLink } from './own-connection';
import type { BackoffOptions, SocketConstructor } from './room-connection';
import type { LiveRoomState } from './room-state';
import type { VideoWant } from './stage-layout';
import type { TransportFactories } from './transport-switch';

/** What the page shows of media: ours, everyone's, and what was measured. */
export interface MediaSnapshot {
  /** 'starting' until the camera and microphone answered (or failed). */
  status: 'starting' | 'ready';
  /** Our camera and microphone (null when neither could be opened). */
  local: MediaStream | null;
  /** Our shared screen. */
  screen: MediaStream | null;
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  audioProblem: DeviceProblem | null;
  videoProblem: DeviceProblem | null;
  /** A microphone is open (muted or not). */
  audioAvailable: boolean;
  /** A camera can be turned on. */
  videoAvailable: boolean;
  /** Everyone else's camera streams (with their audio), by participant id. */
  remote: Record<string, MediaStream>;
  /** Screens shared beside a camera (on the SFU), by participant id. */
  remoteScreens: Record<string, MediaStream>;
  /** Who spoke last, most recent first: the stage shows them first. */
  recentSpeakers: string[];
  /** Each peer's link, by participant id. */
  quality: Record<string, ConnectionQuality>;
  /** Our own connection, each way: poor ones are told to the person. */
  ownLink: OwnLink;
  activeSpeakerId: string | null;
  /** On the SFU, this browser cannot reach it (it keeps trying): said until media flows. */
  sfuUnreachable: boolean;
}

export interface RoomSnapshot {
  room: LiveRoomState;
  media: MediaSnapshot;
}

export type ModeratorTarget = string | 'all';

/** Everything the room's UI can do. */
export interface RoomActions {
  toggleMic(): void;
  toggleCamera(): void;
  toggleScreen(): void;
  switchDevice(kind: 'audio' | 'video', deviceId: string): void;
  setHand(raised: boolean): void;
  react(reaction: RoomReaction): void;
  /** False when the socket is not open (the text stays in the box). */
  sendChat(text: string): boolean;
  admit(target: ModeratorTarget): void;
  deny(target: ModeratorTarget): void;
  mute(target: ModeratorTarget): void;
  remove(participantId: string, reason?: string): void;
  changeSettings(settings: Partial<RoomSettings>): void;
  setCohost(participantId: string, cohost: boolean): void;
  /** Moderators: invite someone watching on stage, or send someone on stage back. */
  moveToStage(participantId: string, onStage: boolean): void;
  /** Watching, invited on stage: come on with this camera and microphone, or not now. */
  answerStage(
    accept: boolean,
    media?: { audio: boolean; video: boolean },
  ): void;
  /** Moderators: start or stop recording the meeting (no confirmation; everyone is told). */
  record(on: boolean): void;
  endRoom(): void;
  /** The videos on screen and the layer each needs (the SFU receives only these). */
  showVideos(wants: VideoWant[]): void;
  leave(): void;
  /** After 'replaced': take the room back in this tab. After 'failed': try again. */
  reconnect(): void;
}

export interface RoomController extends RoomActions {
  subscribe(listener: () => void): () => void;
  getSnapshot(): RoomSnapshot;
  start(): void;
  /** Stops everything (the page unmounts); no frame is sent. */
  dispose(): void;
}

export interface RoomControllerOptions extends TransportFactories {
  url: string;
  ticket: string;
  media: DeviceChoice;
  WebSocket: SocketConstructor;
  onTicket?: (ticket: string) => void;
  acquire?: (
    choice: DeviceChoice,
  ) => Promise<
    Omit<AcquiredDevices, 'stream'> & { stream: MediaStream | null }
  >;
  getDisplayMedia?: () => Promise<MediaStream>;
  now?: () => number;
  backoff?: BackoffOptions;
  /** How long a reaction floats over the stage. */
  reactionMs?: number;
}

export const initialMedia = (choice: DeviceChoice): MediaSnapshot => ({
  status: 'starting',
  local: null,
  screen: null,
  audioDeviceId: choice.audioDeviceId,
  videoDeviceId: choice.videoDeviceId,
  audioProblem: null,
  videoProblem: null,
  audioAvailable: false,
  videoAvailable: false,
  remote: {},
  remoteScreens: {},
  recentSpeakers: [],
  quality: {},
  ownLink: unknownOwnLink,
  sfuUnreachable: false,
  activeSpeakerId: null,
});
