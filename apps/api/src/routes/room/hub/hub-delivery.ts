// Delivery to this instance's own sockets: frames, closes, the ticket refresh every connected
// socket receives, and the error frames' texts.
import {
  type IceServer,
  ROOM_TICKET_REFRESH_MS,
  roomErrorMessages,
  type RoomSfuAccess,
  type RoomWatchAccess,
  type RoomServerMessage,
  type RoomSocketError,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomTickets } from '../entry/tickets';
import {
  type Closing,
  type Connection,
  moderatorsHere,
  type Replica,
  waitingList,
} from './hub-state';

/** A socket that cannot keep up is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

const errorTexts: Record<RoomSocketError, string> = {
  TICKET_INVALID: roomErrorMessages.ticketInvalid,
  BAD_MESSAGE: roomErrorMessages.badMessage,
  TOO_FAST: roomErrorMessages.tooFast,
  NOT_MODERATOR: roomErrorMessages.notModerator,
  MIC_LOCKED: roomErrorMessages.micLocked,
  PARTICIPANT_NOT_FOUND: roomErrorMessages.participantNotFound,
  ROOM_FULL: roomErrorMessages.roomFull,
  ROOM_LOCKED: roomErrorMessages.roomLocked,
  AUDIENCE_FULL: roomErrorMessages.audienceFull,
  STAGE_FULL: roomErrorMessages.stageFull,
  NOT_ON_STAGE: roomErrorMessages.notOnStage,
  AUDIENCE_CHAT_OFF: roomErrorMessages.audienceChatOff,
  REMOVED: roomErrorMessages.removed,
  DENIED: roomErrorMessages.denied,
  MEETING_ENDED: roomErrorMessages.meetingEnded,
  RECORDING_NOT_IN_PLAN: roomErrorMessages.recordingNotInPlan,
  RECORDING_STORAGE_FULL: roomErrorMessages.recordingStorageFull,
  RECORDING_UNAVAILABLE: roomErrorMessages.recordingUnavailable,
};

export const errorFrame = (code: RoomSocketError): RoomServerMessage => ({
  type: 'error',
  code,
  message: errorTexts[code],
});

export function send(connection: Connection, frame: RoomServerMessage): void {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    // A client that stopped reading would stall nobody but itself; it reconnects.
    socket.terminate();
    return;
  }
  socket.send(JSON.stringify(frame));
}

export function stopRefresh(connection: Connection): void {
  if (connection.refresh) clearInterval(connection.refresh);
  connection.refresh = null;
}

export function close(
  connection: Connection,
  closing: Closing,
  code: number,
  reason = '',
): void {
  connection.closing = closing;
  stopRefresh(connection);
  const { socket } = connection;
  if (
    socket.readyState === socket.OPEN ||
    socket.readyState === socket.CONNECTING
  ) {
    socket.close(code, reason);
  }
}

/** The moderators connected here hear the waiting list again. */
export function tellModerators(replica: Replica): void {
  const frame: RoomServerMessage = {
    type: 'waiters',
    waiting: waitingList(replica),
  };
  for (const connection of moderatorsHere(replica)) send(connection, frame);
}

/**
 * A connected socket (in or waiting) receives a fresh ticket now and then, to reconnect with; on
 * the SFU, with a fresh Janus token (`sfu`: undefined while waiting, null off the SFU).
 */
/** What a refreshed ticket carries beside it: the stage's access, or the audience's. */
export type MediaRefresh = {
  sfu?: RoomSfuAccess | null;
  watch?: RoomWatchAccess | null;
  iceServers?: IceServer[];
};

export function startRefresh(
  connection: Connection,
  tickets: RoomTickets,
  log: FastifyBaseLogger,
  /** The media access that comes with it (a fresh Janus token), if any. */
  media: () => Promise<MediaRefresh>,
): void {
  connection.refresh = setInterval(() => {
    Promise.all([tickets.issue(connection.ticket), media().catch(() => ({}))])
      .then(([{ ticket, expiresAt }, access]) =>
        send(connection, { type: 'ticket', ticket, expiresAt, ...access }),
      )
      .catch((err: unknown) => log.warn({ err }, 'room ticket refresh'));
  }, ROOM_TICKET_REFRESH_MS);
  connection.refresh.unref();
}
