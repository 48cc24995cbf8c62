export {
  meetingApi,
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
} from './api/meeting-api';
export { meetingPages } from './lazy-pages';
