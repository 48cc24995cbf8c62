import {
  baseApi,
  coveringCalls,
  fromEndpoint,
  fromPagedEndpoint,
  pagedListTags,
  userKeyedTags,
  uploadQueryFn,
  type UploadArg,
} from '@ruume/api-client';
import {
  meetingEndpoints,
  templateEndpoints,
  type Meeting,
  type Template,
} from '@ruume/contracts';

/**
 * Meetings', invitations' and templates' calls, by slice endpoint. A room's public entry
 * (meeting/:roomId) is the room lib's (@ruume/room's roomCalls).
 */
export const meetingCalls = {
  meetings: meetingEndpoints.list,
  meetingsWithCustomRoomId: meetingEndpoints.listWithCustomRoomId,
  scheduledMeetings: meetingEndpoints.scheduled,
  createRoom: meetingEndpoints.createRoom,
  unsetScheduledTime: meetingEndpoints.unsetScheduledTime,
  deleteMeeting: meetingEndpoints.delete,
  deleteScheduledMeeting: meetingEndpoints.deleteScheduled,
  invite: meetingEndpoints.invite,
  invitations: meetingEndpoints.invitations,
  confirmInvitation: meetingEndpoints.confirmInvitation,
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
/** A meeting is in the all-rooms list and, while scheduled, in the scheduled one too. */
const bothLists = [
  { type: 'Meeting' as const, id: 'LIST' },
  { type: 'ScheduledMeeting' as const, id: 'LIST' },
];

export const meetingApi = coveringCalls(
  meetingCalls,
  baseApi
    .enhanceEndpoints({
      // The categories are everyone's; rooms, templates and invitations are the host's.
      addTagTypes: [
        'TemplateCategory',
        ...userKeyedTags(
          'Meeting',
          'ScheduledMeeting',
          'Template',
          'Invitation',
        ),
      ],
    })
    .injectEndpoints({
      endpoints: (build) => ({
        // The three lists load page by page (X-Next-Cursor); a change refetches from page one.
        meetings: build.infiniteQuery({
          ...fromPagedEndpoint(meetingCalls.meetings),
          providesTags: pagedListTags('Meeting', byRoom),
        }),
        meetingsWithCustomRoomId: build.infiniteQuery({
          ...fromPagedEndpoint(meetingCalls.meetingsWithCustomRoomId),
          providesTags: pagedListTags('Meeting', byRoom),
        }),
        scheduledMeetings: build.infiniteQuery({
          ...fromPagedEndpoint(meetingCalls.scheduledMeetings),
          providesTags: pagedListTags('ScheduledMeeting', byRoom),
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
          invalidatesTags: (_result, _error, { id }) => [
            ...bothLists,
            { type: 'Invitation', id },
          ],
        }),
        deleteMeeting: build.mutation({
          ...fromEndpoint(meetingCalls.deleteMeeting),
          invalidatesTags: bothLists,
        }),
        deleteScheduledMeeting: build.mutation({
          ...fromEndpoint(meetingCalls.deleteScheduledMeeting),
          invalidatesTags: bothLists,
        }),
        invitations: build.query({
          ...fromEndpoint(meetingCalls.invitations),
          providesTags: (_result, _error, { id }) => [
            { type: 'Invitation', id },
          ],
        }),
        invite: build.mutation({
          ...fromEndpoint(meetingCalls.invite),
          invalidatesTags: (_result, _error, { id }) => [
            { type: 'Invitation', id },
          ],
        }),
        confirmInvitation: build.mutation(
          fromEndpoint(meetingCalls.confirmInvitation),
        ),
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
        // Multipart with upload progress (the template's media may be a 200 MB video).
        createTemplate: build.mutation<
          Template,
          UploadArg<typeof meetingCalls.createTemplate>
        >({
          queryFn: uploadQueryFn(meetingCalls.createTemplate),
          invalidatesTags: [{ type: 'Template', id: 'LIST' }],
        }),
        updateTemplate: build.mutation<
          Template,
          UploadArg<typeof meetingCalls.updateTemplate>
        >({
          queryFn: uploadQueryFn(meetingCalls.updateTemplate),
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
  useMeetingsInfiniteQuery,
  useMeetingsWithCustomRoomIdInfiniteQuery,
  useScheduledMeetingsInfiniteQuery,
  useCreateRoomMutation,
  useUnsetScheduledTimeMutation,
  useDeleteMeetingMutation,
  useDeleteScheduledMeetingMutation,
  useInvitationsQuery,
  useInviteMutation,
  useConfirmInvitationMutation,
  useTemplatesQuery,
  useTemplateCategoriesQuery,
  useShareMeetingUrlMutation,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
} = meetingApi;
