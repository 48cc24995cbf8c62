// What the meeting and invitation calls answer when they refuse, once: API_ERRORS reads these
// (and the landing pages read API_ERRORS), so they stay zod-free and apart from the pages' texts.
export const meetingErrorMessages = {
  /** An unknown meeting id, or another host's. */
  meetingNotFound: 'this meeting does not exist.',
  /** GET meeting/{roomId} for a room that does not exist (or no longer does). */
  roomNotFound: 'this room does not exist. check the link with the host.',
  /** A template id that is neither the host's own nor a stock template. */
  templateNotFound: 'this template does not exist.',
  roomIdTaken: 'this room id is taken; please choose another',
  /** Inviting people to a meeting without a schedule. */
  meetingNotScheduled:
    'only scheduled meetings can have invitations. schedule the meeting first.',
  meetingEnded: 'this meeting has already ended.',
  invitationLimitReached:
    'you have sent too many invitations in the last 24 hours. please try again later.',
  /** A confirm link whose token matches no invitation (mistyped, or the meeting was cancelled). */
  invitationNotFound:
    'this invitation link is not valid. the meeting may have been cancelled.',
  /** A confirm link opened after the meeting ended. */
  invitationExpired:
    'this meeting has already ended, so its invitation can no longer be confirmed.',
} as const;
