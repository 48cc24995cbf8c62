export {
  meetingApi,
  meetingCalls,
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
} from './api/meeting-api';
export { meetingPages } from './lazy-pages';
export {
  createTemplatePath,
  editTemplatePath,
} from './pages/template-editor-page/template-editor-paths';
