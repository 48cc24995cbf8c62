// What the live room's join call and socket answer when they refuse, once: API_ERRORS and the
// socket's error frames read these, so they stay zod-free.
export const roomErrorMessages = {
  passwordRequired: 'this room has a password. please enter it to join.',
  passwordWrong: 'that password is not right. please check it with the host.',
  /** The host's tier caps how many are in the room at once (SPEC §6). */
  roomFull:
    'this room is full. please try again when someone leaves, or ask the host.',
  roomLocked: 'the host has locked this room. nobody new can join right now.',
  /** The (cap+1)th watcher (SPEC §6's audience cap). */
  audienceFull:
    'this audience is full. please try again when someone leaves, or ask the host.',
  /** Coming on stage (invited from the audience) when the stage holds as many as the tier allows. */
  stageFull:
    'the stage is full. someone has to leave it before anyone else comes on.',
  /** Watching a room whose tier has no audience, or whose host closed it. */
  audienceClosed: 'this room does not take an audience right now.',
  /** No SFU reachable: the audience watches through it. */
  audienceUnavailable:
    'watching is not available right now: the video server cannot be reached. please try again soon.',
  /** Someone in the audience sending media or signalling: only the stage does. */
  notOnStage: 'only people on stage can do this.',
  audienceChatOff: 'the host has turned the chat off for the audience.',
  /** A paid room before the entry fee was paid with this email. */
  paymentRequired: 'this room has an entry fee. please pay to join.',
  /** Watching a room with an audience fee before it was paid with this email. */
  audiencePaymentRequired: 'watching this room has a fee. please pay to watch.',
  /**
   * A payer's email typed in the lobby: a one-time code went to that email (docs/live-room.md);
   * the same answer whether or not a code could be sent again so soon.
   */
  entryCodeSent:
    'this email has paid for this room. we sent it a code: enter the code to join.',
  entryCodeWrong:
    'that code is not right, or it has expired or been used. check the latest email, or ask for a new code.',
  entryLinkInvalid:
    'this entry link is not for this room, or it is no longer valid. join with your email instead.',
  /** The entry-fee checkout of a room that has none. */
  noEntryFee: 'this room has no entry fee.',
  noAudienceFee: 'watching this room has no fee.',
  /** Someone the host removed from this meeting. */
  removed: 'the host removed you from this meeting.',
  /** The waiting room: the host did not let this person in. */
  denied: 'the host did not let you in.',
  meetingEnded: 'the host has ended this meeting.',
  /** A missing, forged, expired or replayed room ticket. */
  ticketInvalid: 'your room pass has expired. please join again.',
  /** A socket frame that is not one of the room's messages, or too large. */
  badMessage: 'that message could not be understood.',
  tooFast: 'you are sending too fast. please slow down.',
  /** A moderator action by someone who is not the host or a co-host. */
  notModerator: 'only the host and co-hosts can do this.',
  micLocked: 'the host has muted everyone; you can unmute when they allow it.',
  participantNotFound: 'that person is no longer in the room.',
  /** Recording a meeting stores it: the host's tier has no stored files (SPEC §6). */
  recordingNotInPlan:
    "recording is not in the host's plan. upgrade to record meetings into your library.",
  /** Nothing left of the host's storage: refused before it starts, or stopped when it fills. */
  recordingStorageFull:
    "the host's recording storage is full. delete recordings or upgrade to record more.",
  /** No video server reachable: recording runs on it. */
  recordingUnavailable:
    'recording is not available right now: the video server cannot be reached. please try again soon.',
} as const;
