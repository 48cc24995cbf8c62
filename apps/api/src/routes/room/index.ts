import { randomBytes } from 'node:crypto';
import { roomEndpoints } from '@ruume/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionService } from '../../core/session-service';
import { SESSION_COOKIE } from '../../core/session-service';
import type { UserRow } from '../../core/user-repository';
import { serveEndpoints } from '../../http/endpoint-routes';
import { ENTRY_PASS_COOKIE, ENTRY_PASS_TTL_MS } from './entry/entry-proof';
import type { RoomHub } from './hub/room-hub';
import { roomSocketRoute, SOCKET_MAX_PAYLOAD } from './room-socket';
import type { RoomService } from './service';
import {
  DEVICE_ID,
  ROOM_DEVICE_COOKIE,
  ROOM_DEVICE_COOKIE_MAX_AGE_S,
} from './entry/tickets';

/** Lobby lookups per client address and minute (a room's guests poll it while they wait). */
const STATUS_PER_MINUTE = 120;
/** Joins per client address and minute: a room's guests behind one network, not a crawl. */
const JOINS_PER_MINUTE = 60;
/** Entry-fee checkouts per client address and minute (each one calls the payment provider). */
const CHECKOUTS_PER_MINUTE = 20;

/** How long shutdown waits for sockets to take their close frame. */
const SHUTDOWN_WAIT_MS = 1_000;

/** After validation, so malformed calls do not count. */
const perAddress = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
});

/**
 * The live room: the lobby's status, joining (a ticket), the entry fee's checkout,
 * and the room's socket. All public (a session cookie, when there is one, says who joins) but
 * the host's entry fees, which need a session.
 */
export const roomRoutes: FastifyPluginAsyncZod<{
  rooms: RoomService;
  hub: RoomHub;
  sessions: SessionService;
  secureCookies: boolean;
  apiPrefix: string;
}> = async (app, { rooms, hub, sessions, secureCookies, apiPrefix }) => {
  await hub.start();
  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_MAX_PAYLOAD },
    // On shutdown every socket is told to reconnect (1012), to the next instance.
    preClose(done) {
      hub.shutdown();
      const server = this.websocketServer;
      for (const client of server.clients) {
        client.close(1012, 'service restart');
      }
      // The close frames go out; a client that does not answer is cut off.
      const deadline = Date.now() + SHUTDOWN_WAIT_MS;
      const finish = () => {
        if (server.clients.size > 0 && Date.now() < deadline) {
          setTimeout(finish, 20);
          return;
        }
        for (const client of server.clients) client.terminate();
        server.close(() => done());
      };
      finish();
    },
  });
  app.addHook('onClose', async () => hub.close());

  /** The signed-in user, if the session cookie is valid (a public route runs no guard). */
  const viewer = async (request: FastifyRequest): Promise<UserRow | null> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const result = await sessions.check(token, 'browser');
    return result.ok ? result.user : null;
  };

  /** This browser's room device id, made (and set as a cookie) on its first join. */
  const deviceOf = (request: FastifyRequest, reply: FastifyReply): string => {
    const current = request.cookies[ROOM_DEVICE_COOKIE];
    if (current && DEVICE_ID.test(current)) return current;
    const made = randomBytes(32).toString('base64url');
    reply.setCookie(ROOM_DEVICE_COOKIE, made, {
      path: `${apiPrefix}/room`,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: ROOM_DEVICE_COOKIE_MAX_AGE_S,
    });
    return made;
  };

  await serveEndpoints(app, roomEndpoints, {
    status: {
      config: { auth: 'public', rateLimit: perAddress(STATUS_PER_MINUTE) },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return rooms.status(request.params.roomId, await viewer(request));
      },
    },
    join: {
      config: { auth: 'public', rateLimit: perAddress(JOINS_PER_MINUTE) },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { ticket, entryPass } = await rooms.join(
          request.params.roomId,
          request.body,
          {
            deviceId: deviceOf(request, reply),
            user: await viewer(request),
            ip: request.ip,
            entryPass: request.cookies[ENTRY_PASS_COOKIE],
          },
        );
        // A payment just proved: this browser comes back to this room without proving it again.
        if (entryPass)
          reply.setCookie(ENTRY_PASS_COOKIE, entryPass, {
            path: `${apiPrefix}/room/${request.params.roomId}`,
            httpOnly: true,
            sameSite: 'lax',
            secure: secureCookies,
            maxAge: ENTRY_PASS_TTL_MS / 1000,
          });
        return ticket;
      },
    },
    checkout: {
      config: { auth: 'public', rateLimit: perAddress(CHECKOUTS_PER_MINUTE) },
      handler: async (request) =>
        rooms.checkout(request.params.roomId, request.body),
    },
  });

  await roomSocketRoute(app, { hub, rooms });
};
