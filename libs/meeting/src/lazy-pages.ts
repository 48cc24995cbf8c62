// Pages loaded on first visit, each in a chunk of its own: the shell's routes call these
// loaders, so none of this code is in the first bundle.
export const meetingPages = {
  dashboard: () =>
    import('./pages/dashboard-page/dashboard-page').then(
      (m) => m.DashboardPage,
    ),
  invitationConfirm: () =>
    import('./pages/invitation-confirm-page/invitation-confirm-page').then(
      (m) => m.InvitationConfirmPage,
    ),
  invitationConfirmSuccess: () =>
    import(
      './pages/invitation-confirm-success-page/invitation-confirm-success-page'
    ).then((m) => m.InvitationConfirmSuccessPage),
  templateEditor: () =>
    import('./pages/template-editor-page/template-editor-page').then(
      (m) => m.TemplateEditorPage,
    ),
};
