// SPEC §7 Meeting and Template calls, and the invitations to scheduled meetings.
import { endpointsOf } from './endpoint';

const { call, upload, navigation } = endpointsOf(() => import('./schemas'));

/**
 * The three lists also read `?cursor=&limit=` (meetingListQuerySchema, checked by the api) and
 * answer the next page's cursor in the x-next-cursor header; they are not declared as `query`
 * here so the slices keep calling them without an argument.
 */
export const meetingEndpoints = {
  /** Public: the room entry, nothing private (roomEntrySchema). */
  get: call('GET', '/meeting/:roomId', (s) => ({
    params: s.roomIdParamsSchema,
    response: s.roomEntrySchema,
  })),
  list: call('GET', '/meeting/list', (s) => ({
    response: s.meetingListSchema,
  })),
  listWithCustomRoomId: call(
    'GET',
    '/meeting/with-custom-room-id/list',
    (s) => ({
      response: s.meetingListSchema,
    }),
  ),
  scheduled: call('GET', '/meeting/scheduled', (s) => ({
    response: s.meetingListSchema,
  })),
  createRoom: call('POST', '/meeting/room', (s) => ({
    body: s.createMeetingRequestSchema,
    response: s.meetingSchema,
  })),
  unsetScheduledTime: call('PUT', '/meeting/:id/unset-scheduled-time', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
  delete: call('DELETE', '/meeting/:id', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
  deleteScheduled: call('DELETE', '/meeting/scheduled/:id', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
  /** Invites people to the host's scheduled meeting: each gets a mail with an .ics. */
  invite: call('POST', '/meeting/:id/invitations', (s) => ({
    params: s.idParamsSchema,
    body: s.inviteRequestSchema,
    response: s.meetingInvitationListSchema,
  })),
  /** Who the host invited, and who confirmed. */
  invitations: call('GET', '/meeting/:id/invitations', (s) => ({
    params: s.idParamsSchema,
    response: s.meetingInvitationListSchema,
  })),
  /** Public: the invitee's confirm link (/invitation/confirm?token=…) calls it; idempotent. */
  confirmInvitation: call('POST', '/invitation/confirm', (s) => ({
    body: s.confirmInvitationRequestSchema,
    response: s.invitationConfirmationSchema,
  })),
  /** The host's "add to calendar" download: the scheduled meeting as an .ics file (text/calendar). */
  calendar: navigation('GET', '/meeting/:id/calendar.ics', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
};

export const templateEndpoints = {
  list: call('GET', '/template/list', (s) => ({
    response: s.templateListSchema,
  })),
  categories: call('GET', '/template/category/list/all', (s) => ({
    response: s.templateCategoryListSchema,
  })),
  shareMeetingUrl: call(
    'POST',
    '/template/:templateId/share-meeting-url',
    (s) => ({
      params: s.templateIdParamsSchema,
      body: s.shareMeetingUrlRequestSchema,
      response: s.urlResponseSchema,
    }),
  ),
  /** Multipart: template fields and images. */
  create: upload('POST', '/template', (s) => ({
    body: s.templateFieldsSchema,
    response: s.templateSchema,
  })),
  update: upload('PUT', '/template/:id', (s) => ({
    params: s.idParamsSchema,
    body: s.templateFieldsSchema,
    response: s.templateSchema,
  })),
  delete: call('DELETE', '/template/:id', (s) => ({
    params: s.idParamsSchema,
    response: s.noContent,
  })),
};
