import { baseApi, coveringCalls, fromEndpoint } from '@ruume/api-client';
import {
  meetingEndpoints,
  templateEndpoints,
  type Meeting,
  type Template,
} from '@ruume/contracts';

/** Rooms' and templates' calls, by slice endpoint (the lists before meeting/:roomId, which matches them too). */
export const meetingCalls = {
  meetings: meetingEndpoints.list,
  meetingsWithCustomRoomId: meetingEndpoints.listWithCustomRoomId,
  scheduledMeetings: meetingEndpoints.scheduled,
  meeting: meetingEndpoints.get,
  createRoom: meetingEndpoints.createRoom,
  unsetScheduledTime: meetingEndpoints.unsetScheduledTime,
  deleteMeeting: meetingEndpoints.delete,
  deleteScheduledMeeting: meetingEndpoints.deleteScheduled,
  templates: templateEndpoints.list,
  templateCategories: templateEndpoints.categories,
  shareMeetingUrl: templateEndpoints.shareMeetingUrl,
  createTemplate: templateEndpoints.create,
  updateTemplate: templateEndpoints.update,
  deleteTemplate: templateEndpoints.delete,
};

/** The tags of a list answer: the list itself and each item, by the id `idOf` reads. */
const listTags =
  <T extends string, Item>(type: T, idOf: (item: Item) => string) =>
  (result: Item[] = []) => [
    { type, id: 'LIST' },
    ...result.map((item) => ({ type, id: idOf(item) })),
  ];
const byRoom = (meeting: Meeting) => meeting.roomId;
const byId = (template: Template) => template.id;

export const meetingApi = coveringCalls(
  meetingCalls,
  baseApi
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
        meeting: build.query({
          ...fromEndpoint(meetingCalls.meeting),
          providesTags: (_result, _error, { roomId }) => [
            { type: 'Meeting', id: roomId },
          ],
        }),
        meetings: build.query({
          ...fromEndpoint(meetingCalls.meetings),
          providesTags: listTags('Meeting', byRoom),
        }),
        meetingsWithCustomRoomId: build.query({
          ...fromEndpoint(meetingCalls.meetingsWithCustomRoomId),
          providesTags: listTags('Meeting', byRoom),
        }),
        scheduledMeetings: build.query({
          ...fromEndpoint(meetingCalls.scheduledMeetings),
          providesTags: listTags('ScheduledMeeting', byRoom),
        }),
        createRoom: build.mutation({
          ...fromEndpoint(meetingCalls.createRoom),
          invalidatesTags: [
            { type: 'Meeting', id: 'LIST' },
            { type: 'ScheduledMeeting', id: 'LIST' },
          ],
        }),
        unsetScheduledTime: build.mutation({
          ...fromEndpoint(meetingCalls.unsetScheduledTime),
          invalidatesTags: [{ type: 'ScheduledMeeting', id: 'LIST' }],
        }),
        deleteMeeting: build.mutation({
          ...fromEndpoint(meetingCalls.deleteMeeting),
          invalidatesTags: [{ type: 'Meeting', id: 'LIST' }],
        }),
        deleteScheduledMeeting: build.mutation({
          ...fromEndpoint(meetingCalls.deleteScheduledMeeting),
          invalidatesTags: [{ type: 'ScheduledMeeting', id: 'LIST' }],
        }),
        templates: build.query({
          ...fromEndpoint(meetingCalls.templates),
          providesTags: listTags('Template', byId),
        }),
        templateCategories: build.query({
          ...fromEndpoint(meetingCalls.templateCategories),
          providesTags: ['TemplateCategory'],
        }),
        shareMeetingUrl: build.mutation(
          fromEndpoint(meetingCalls.shareMeetingUrl),
        ),
        createTemplate: build.mutation({
          ...fromEndpoint(meetingCalls.createTemplate),
          invalidatesTags: [{ type: 'Template', id: 'LIST' }],
        }),
        updateTemplate: build.mutation({
          ...fromEndpoint(meetingCalls.updateTemplate),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Template', id },
            { type: 'Template', id: 'LIST' },
          ],
        }),
        deleteTemplate: build.mutation({
          ...fromEndpoint(meetingCalls.deleteTemplate),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Template', id },
            { type: 'Template', id: 'LIST' },
          ],
        }),
      }),
    }),
);

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
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = meetingApi;
