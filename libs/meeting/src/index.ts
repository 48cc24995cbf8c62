export { DashboardPage } from './pages/dashboard-page/dashboard-page';
export { InvitationConfirmPage } from './pages/invitation-confirm-page/invitation-confirm-page';
export { InvitationConfirmSuccessPage } from './pages/invitation-confirm-success-page/invitation-confirm-success-page';
export { MeetingPage } from './pages/meeting-page/meeting-page';
export { RoomEntryPage } from './pages/room-entry-page/room-entry-page';
export { TemplateEditorPage } from './pages/template-editor-page/template-editor-page';
export { meetingApi, useMeetingQuery, useMeetingsQuery, useMeetingsWithCustomRoomIdQuery, useScheduledMeetingsQuery, useCreateRoomMutation, useUnsetScheduledTimeMutation, useDeleteMeetingMutation, useDeleteScheduledMeetingMutation, useTemplatesQuery, useTemplateCategoriesQuery, useShareMeetingUrlMutation, useSaveTemplateMutation, useDeleteTemplateMutation } from './api/meeting-api';
export { KickPage } from './pages/kick-page/kick-page';
export { BareRoomRedirect } from './pages/bare-room-redirect/bare-room-redirect';
