import { meetingEndpoints, meetingListQuerySchema } from '@ruume/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../core/user-repository';
import { serveEndpoints } from '../../http/endpoint-routes';
import { sendListPageHeaders } from '../../http/list-page';
import { parseInput } from '../../http/validation';
import { signedIn } from '../../plugins/authenticate';
import { perAccount } from '../../plugins/rate-limit';
import type { InvitationService } from './invitations';
import type { MeetingListKind } from './repository';
import type { MeetingService } from './service';

/** The host's calls per account and minute (the daily creation limit is the tier's, apart). */
const CALLS_PER_MINUTE = 120;
/** Invitation calls per account and hour (each mails up to 50 people). */
const INVITE_CALLS_PER_HOUR = 20;
/** Room entries per client address and minute: enough for a room's guests, not for a crawl. */
const ROOM_LOOKUPS_PER_MINUTE = 120;
/** Confirm-link calls per client address and minute (tokens are not guessable, but still). */
const CONFIRMS_PER_MINUTE = 20;

/** After validation, so malformed calls do not count. */
const perAddress = (max: number) => ({
  max,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
});

/** SPEC §7 Meetings calls, and the invitations to scheduled meetings. */
export const meetingRoutes: FastifyPluginAsyncZod<{
  meetings: MeetingService;
  invitations: InvitationService;
}> = async (app, { meetings, invitations }) => {
  const call = {
    auth: 'user',
    rateLimit: perAccount(CALLS_PER_MINUTE),
  } as const;

  /** One page of a list: SPEC's plain array, the next page's cursor in headers. */
  const list =
    (kind: MeetingListKind) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = parseInput(meetingListQuerySchema, request.query);
      const user: UserRow = signedIn(request).user;
      const page = await meetings.page(user, kind, query);
      sendListPageHeaders(request, reply, page.nextCursor, query.limit);
      return page.meetings;
    };

  await serveEndpoints(app, meetingEndpoints, {
    get: {
      config: {
        auth: 'public',
        rateLimit: perAddress(ROOM_LOOKUPS_PER_MINUTE),
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return meetings.room(request.params.roomId);
      },
    },
    list: { config: call, handler: list('all') },
    listWithCustomRoomId: { config: call, handler: list('customRoomId') },
    scheduled: { config: call, handler: list('scheduled') },

    createRoom: {
      config: call,
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await meetings.create(signedIn(request).user, request.body)),
    },

    unsetScheduledTime: {
      config: call,
      handler: async (request, reply) => {
        await meetings.unsetSchedule(signedIn(request).user, request.params.id);
        return reply.code(204).send();
      },
    },

    delete: {
      config: call,
      handler: async (request, reply) => {
        await meetings.delete(signedIn(request).user, request.params.id);
        return reply.code(204).send();
      },
    },

    deleteScheduled: {
      config: call,
      handler: async (request, reply) => {
        await meetings.deleteScheduled(
          signedIn(request).user,
          request.params.id,
        );
        return reply.code(204).send();
      },
    },

    invite: {
      config: {
        auth: 'user',
        rateLimit: perAccount(INVITE_CALLS_PER_HOUR, 60 * 60 * 1000),
      },
      handler: async (request) =>
        invitations.invite(
          signedIn(request).user,
          request.params.id,
          request.body.emails,
        ),
    },

    invitations: {
      config: call,
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return invitations.list(signedIn(request).user, request.params.id);
      },
    },

    confirmInvitation: {
      config: { auth: 'public', rateLimit: perAddress(CONFIRMS_PER_MINUTE) },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return invitations.confirm(request.body.token);
      },
    },

    calendar: {
      config: call,
      handler: async (request, reply) => {
        const file = await invitations.calendar(
          signedIn(request).user,
          request.params.id,
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `attachment; filename="${file.fileName}"`,
          )
          .type('text/calendar; charset=utf-8')
          .send(file.content);
      },
    },
  });
};
