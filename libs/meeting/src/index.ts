export {
  meetingApi,
  meetingCalls,
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
} from './api/meeting-api';
export { meetingPages } from './lazy-pages';
