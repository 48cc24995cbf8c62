import { baseApi } from '@ruume/api-client';
import {
  apiPaths,
  type CreateMeetingRequest,
  type Meeting,
  type ShareMeetingUrlRequest,
  type Template,
  type TemplateCategory,
} from '@ruume/contracts';

const list = <T extends string>(type: T, ids: string[]) => [
  { type, id: 'LIST' },
  ...ids.map((id) => ({ type, id })),
];

export const meetingApi = baseApi
  .enhanceEndpoints({
    addTagTypes: [
      'Meeting',
      'ScheduledMeeting',
      'Template',
      'TemplateCategory',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      meeting: build.query<Meeting, string>({
        query: (roomId) => apiPaths.meeting.get(roomId),
        providesTags: (_result, _error, roomId) => [
          { type: 'Meeting', id: roomId },
        ],
      }),
      meetings: build.query<Meeting[], void>({
        query: () => apiPaths.meeting.list(),
        providesTags: (result = []) =>
          list(
            'Meeting',
            result.map((m) => m.roomId),
          ),
      }),
      meetingsWithCustomRoomId: build.query<Meeting[], void>({
        query: () => apiPaths.meeting.listWithCustomRoomId(),
        providesTags: (result = []) =>
          list(
            'Meeting',
            result.map((m) => m.roomId),
          ),
      }),
      scheduledMeetings: build.query<Meeting[], void>({
        query: () => apiPaths.meeting.scheduled(),
        providesTags: (result = []) =>
          list(
            'ScheduledMeeting',
            result.map((m) => m.roomId),
          ),
      }),
      createRoom: build.mutation<Meeting, CreateMeetingRequest>({
        query: (body) => ({
          url: apiPaths.meeting.createRoom(),
          method: 'POST',
          body,
        }),
        invalidatesTags: [
          { type: 'Meeting', id: 'LIST' },
          { type: 'ScheduledMeeting', id: 'LIST' },
        ],
      }),
      unsetScheduledTime: build.mutation<void, string>({
        query: (id) => ({
          url: apiPaths.meeting.unsetScheduledTime(id),
          method: 'PUT',
        }),
        invalidatesTags: [{ type: 'ScheduledMeeting', id: 'LIST' }],
      }),
      deleteMeeting: build.mutation<void, string>({
        query: (id) => ({ url: apiPaths.meeting.delete(id), method: 'DELETE' }),
        invalidatesTags: [{ type: 'Meeting', id: 'LIST' }],
      }),
      deleteScheduledMeeting: build.mutation<void, string>({
        query: (id) => ({
          url: apiPaths.meeting.deleteScheduled(id),
          method: 'DELETE',
        }),
        invalidatesTags: [{ type: 'ScheduledMeeting', id: 'LIST' }],
      }),
      templates: build.query<Template[], void>({
        query: () => apiPaths.template.list(),
        providesTags: (result = []) =>
          list(
            'Template',
            result.map((t) => t.id),
          ),
      }),
      templateCategories: build.query<TemplateCategory[], void>({
        query: () => apiPaths.template.categories(),
        providesTags: ['TemplateCategory'],
      }),
      shareMeetingUrl: build.mutation<
        { url: string },
        { templateId: string } & ShareMeetingUrlRequest
      >({
        query: ({ templateId, ...body }) => ({
          url: apiPaths.template.shareMeetingUrl(templateId),
          method: 'POST',
          body,
        }),
      }),
      saveTemplate: build.mutation<Template, { id?: string; form: FormData }>({
        query: ({ id, form }) => ({
          url: id ? apiPaths.template.update(id) : apiPaths.template.create(),
          method: id ? 'PUT' : 'POST',
          body: form,
        }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Template', id: id ?? 'LIST' },
          { type: 'Template', id: 'LIST' },
        ],
      }),
      deleteTemplate: build.mutation<void, string>({
        query: (id) => ({
          url: apiPaths.template.delete(id),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, id) => [
          { type: 'Template', id },
          { type: 'Template', id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useMeetingQuery,
  useMeetingsQuery,
  useMeetingsWithCustomRoomIdQuery,
  useScheduledMeetingsQuery,
  useCreateRoomMutation,
  useUnsetScheduledTimeMutation,
  useDeleteMeetingMutation,
  useDeleteScheduledMeetingMutation,
  useTemplatesQuery,
  useTemplateCategoriesQuery,
  useShareMeetingUrlMutation,
  useSaveTemplateMutation,
  useDeleteTemplateMutation,
} = meetingApi;
