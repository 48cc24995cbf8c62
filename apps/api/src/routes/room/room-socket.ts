// GET /api/v1/room/{roomId}/socket: the room's one WebSocket per participant. Frames are JSON
// text: the first is `hello {ticket}`; each one is size-checked, rate-limited (a token bucket
// per socket) and parsed against contracts' schema before the hub sees it. A bad frame is
// answered with an `error` frame and dropped; the socket goes on. Pings drop dead sockets.
import {
  ROOM_CLOSE_CODES,
  ROOM_MAX_FRAME_BYTES,
  roomClientMessageSchema,
  roomIdSchema,
} from '@ruume/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { httpError } from '../../http/http-error';
import { type Connection, errorFrame, type RoomHub } from './hub/room-hub';
import type { RoomService } from './service';
import { DEVICE_ID, ROOM_DEVICE_COOKIE } from './entry/tickets';

/** The socket must say hello within this long. */
const HELLO_TIMEOUT_MS = 10_000;
/** A ping this often; a socket that did not answer the previous one is dropped. */
const PING_INTERVAL_MS = 25_000;
/**
 * Frames per socket: bursts up to BUCKET_SIZE (ICE candidates come in bursts), then
 * REFILL_PER_SECOND on average.
 */
const BUCKET_SIZE = 120;
const REFILL_PER_SECOND = 30;
/** At most one TOO_FAST answer per this long: a flood is not answered frame by frame. */
const TOO_FAST_NOTICE_MS = 1_000;
/** Larger frames end the socket in ws itself (1009); up to it, they are answered and dropped. */
export const SOCKET_MAX_PAYLOAD = 1024 * 1024;
/** Socket openings per address and minute (reconnects included). */
const OPENINGS_PER_MINUTE = 120;

const UPGRADE_MESSAGE = 'this is the room socket: open it as a WebSocket';

function tokenBucket() {
  let tokens = BUCKET_SIZE;
  let at = Date.now();
  return () => {
    const now = Date.now();
    tokens = Math.min(
      BUCKET_SIZE,
      tokens + ((now - at) / 1000) * REFILL_PER_SECOND,
    );
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

const sizeOf = (data: RawData): number =>
  Array.isArray(data)
    ? data.reduce((sum, part) => sum + part.length, 0)
    : data instanceof ArrayBuffer
      ? data.byteLength
      : data.length;

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

export async function roomSocketRoute(
  app: FastifyInstance,
  { hub, rooms }: { hub: RoomHub; rooms: RoomService },
): Promise<void> {
  app.route({
    method: 'GET',
    url: '/room/:roomId/socket',
    config: {
      auth: 'public',
      rateLimit: { max: OPENINGS_PER_MINUTE, timeWindow: 60_000 },
    },
    // A plain GET: this address only speaks WebSocket.
    handler: async () => {
      throw httpError(426, 'UPGRADE_REQUIRED', UPGRADE_MESSAGE);
    },
    wsHandler: (socket: WebSocket, request: FastifyRequest) => {
      open(socket, request);
    },
  });

  function open(socket: WebSocket, request: FastifyRequest) {
    const { roomId } = request.params as { roomId: string };
    const cookie = request.cookies[ROOM_DEVICE_COOKIE];
    const deviceId = cookie && DEVICE_ID.test(cookie) ? cookie : undefined;
    const take = tokenBucket();
    let lastNotice = 0;
    let connection: Connection | null = null;
    let greeting = false;
    let alive = true;

    const sendRaw = (frame: object) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const refuse = (code: number, frames: object[], reason: string) => {
      for (const frame of frames) sendRaw(frame);
      socket.close(code, reason);
    };

    const helloTimer = setTimeout(() => {
      if (!connection)
        refuse(
          ROOM_CLOSE_CODES.ticketInvalid,
          [errorFrame('TICKET_INVALID')],
          'no hello',
        );
    }, HELLO_TIMEOUT_MS);
    const pings = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('close', () => {
      clearTimeout(helloTimer);
      clearInterval(pings);
      if (connection) hub.disconnected(connection);
    });

    const hello = async (ticket: string) => {
      greeting = true;
      // The hello came: a ticket check slowed by a busy database is not a missing hello.
      clearTimeout(helloTimer);
      const validRoom = roomIdSchema.safeParse(roomId);
      const accepted = validRoom.success
        ? await rooms.accept(roomId, ticket, deviceId)
        : ({ ok: false, refusal: 'invalid' } as const);
      if (socket.readyState !== socket.OPEN) return;
      if (!accepted.ok) {
        if (accepted.refusal === 'removed') {
          refuse(
            ROOM_CLOSE_CODES.removed,
            [{ type: 'removed', reason: accepted.reason ?? '' }],
            'removed',
          );
        } else if (accepted.refusal === 'denied') {
          refuse(ROOM_CLOSE_CODES.denied, [{ type: 'denied' }], 'denied');
        } else {
          refuse(
            ROOM_CLOSE_CODES.ticketInvalid,
            [errorFrame('TICKET_INVALID')],
            'ticket invalid',
          );
        }
        return;
      }
      connection = {
        socket,
        ticket: accepted.payload,
        state: 'waiting',
        role: 'participant',
        closing: null,
        queue: Promise.resolve(),
        refresh: null,
      };
      const entering = hub.connect(connection, {
        occurrence: accepted.occurrence,
        capacity: accepted.capacity,
        tierParticipants: accepted.tierParticipants,
        audienceCapacity: accepted.audienceCapacity,
        admission:
          accepted.admission === 'admitted' || accepted.admission === 'denied'
            ? accepted.admission
            : null,
        handRaised: accepted.handRaised,
      });
      // Frames sent right after the hello wait for the welcome.
      connection.queue = entering.catch(() => undefined);
      await entering;
    };

    socket.on('message', (data, isBinary) => {
      const reply = (frame: object) =>
        connection ? hub.send(connection, frame as never) : sendRaw(frame);
      if (!take()) {
        const now = Date.now();
        if (now - lastNotice >= TOO_FAST_NOTICE_MS) {
          lastNotice = now;
          reply(errorFrame('TOO_FAST'));
        }
        return;
      }
      if (isBinary || sizeOf(data) > ROOM_MAX_FRAME_BYTES) {
        reply(errorFrame('BAD_MESSAGE'));
        return;
      }
      let json: unknown;
      try {
        json = JSON.parse(textOf(data));
      } catch {
        reply(errorFrame('BAD_MESSAGE'));
        return;
      }
      const parsed = roomClientMessageSchema.safeParse(json);
      if (!parsed.success) {
        reply(errorFrame('BAD_MESSAGE'));
        return;
      }
      const message = parsed.data;
      if (connection) {
        hub.handle(connection, message);
        return;
      }
      if (greeting) return; // the ticket is being checked
      if (message.type !== 'hello') {
        refuse(
          ROOM_CLOSE_CODES.ticketInvalid,
          [errorFrame('TICKET_INVALID')],
          'hello first',
        );
        return;
      }
      hello(message.ticket).catch((err: unknown) => {
        request.log.error({ err }, 'room socket hello failed');
        if (socket.readyState === socket.OPEN) socket.close(1011, 'error');
      });
    });
  }
}
