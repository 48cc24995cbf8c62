// SPEC §7 Meeting and Template calls.
import { endpointsOf } from './endpoint';

const { call, upload } = endpointsOf(() => import('./schemas'));

export const meetingEndpoints = {
  get: call('GET', '/meeting/:roomId', (s) => ({
    params: s.roomIdParamsSchema,
    response: s.meetingSchema,
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
