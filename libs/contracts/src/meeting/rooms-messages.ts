// What the host's rooms screens (the dashboard, /m/{roomId}'s entry, the invitation pages)
// say, once. SPEC's own texts (the 429 modal, 'copied to clipboard') stay in ../messages; the
// refusals of the meeting calls in ./meeting-error-messages; these are ours (docs/rooms-ui.md).
import { PRODUCT_NAME } from '../constants';
import { messages } from '../messages';
import { appUrl, paths } from '../paths/app-paths';

/** SPEC §2/§7: the room link a host shares, {origin}/m/{roomId}. */
export const roomLink = (origin: string, roomId: string): string =>
  appUrl(origin, paths.room(roomId));

/** Lengths a scheduled meeting can be given in the schedule dialog, in minutes. */
export const MEETING_DURATIONS_MINUTES = [
  15, 30, 45, 60, 90, 120, 180,
] as const;
export const DEFAULT_MEETING_DURATION_MINUTES = 60;

const durationLabel = (minutes: number): string => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

export const roomsMessages = {
  // The dashboard
  title: 'dashboard',
  subtitle: 'start a room in one click, or schedule one and invite people.',
  sectionsLabel: 'rooms',
  allTab: 'all rooms',
  scheduledTab: 'scheduled',
  myTab: 'my rooms',
  startRoom: 'start a room',
  scheduleMeeting: 'schedule',
  newPersonalRoom: 'new personal room',
  listLoading: 'loading your rooms…',
  listFailed: 'your rooms could not be loaded',
  tryAgain: messages.tryAgain,
  /** SPEC §8's 429 modal: its title and text are in ../messages; its buttons are ours. */
  limitUpgrade: 'upgrade',
  limitDismiss: 'not now',

  // Empty states: each leads to the first room
  emptyAllTitle: 'your first room is one click away',
  emptyAllText: `pick a background, and ${PRODUCT_NAME} gives you a room with a link to share. nothing to install for you or your guests.`,
  emptySteps: [
    'start a room from a template',
    'copy its link and send it',
    'your guests join from their browser',
  ],
  emptyScheduledTitle: 'nothing scheduled yet',
  emptyScheduledText:
    'schedule a meeting to get a room with its own time, a calendar file and invitations by email.',
  emptyMyTitle: 'no personal rooms yet',
  emptyMyText:
    'a personal room keeps the same address for good, such as /m/jane-office-hours: easy to remember, easy to share.',

  // A room of the list
  enterRoom: 'enter',
  copyLink: 'copy link',
  addToCalendar: 'add to calendar',
  invite: 'invite',
  unsetSchedule: 'remove schedule',
  deleteRoom: 'delete',
  moreActions: (name: string) => `more actions for ${name}`,
  instantBadge: 'instant room',
  personalBadge: 'personal room',
  endedBadge: 'ended',
  liveBadge: 'now',
  passwordBadge: 'password',
  feeBadge: (amount: string) => `${amount} to join`,
  audienceFeeBadge: (amount: string) => `${amount} to watch`,
  createdOn: (date: string) => `created ${date}`,
  noBackground: 'no background',
  upcoming: 'upcoming',
  past: 'past',

  // Start a room: the template picker
  pickerTitle: 'start a room',
  pickerDescription: 'pick a template: your room opens with its background.',
  allCategories: 'all',
  yourTemplates: 'your templates',
  stockTemplates: `${PRODUCT_NAME} templates`,
  categoryFilterLabel: 'template categories',
  startWith: (name: string) => `start a room with ${name}`,
  starting: 'starting…',
  templatesLoading: 'loading templates…',
  templatesFailed: 'the templates could not be loaded',
  noTemplatesInCategory: 'no template in this category yet.',
  createTemplate: 'create a template',
  roomFeeTitle: 'entry fee for this room',
  roomFeeDescription:
    'switch it on to charge people who join; it replaces the fee of the template you pick.',
  roomStarted: (name: string) => `your room ${name} is ready`,

  // The schedule and personal-room dialog
  scheduleTitle: 'schedule a meeting',
  scheduleDescription:
    'your guests see the time in their own time zone. you can invite them once it is scheduled.',
  personalTitle: 'new personal room',
  personalDescription:
    'choose an address of your own; the room keeps it until you delete it.',
  templateLabel: 'template',
  dateLabel: 'date',
  startTimeLabel: 'start time',
  durationLabel: 'duration',
  durationOption: durationLabel,
  timezoneLabel: 'time zone',
  timezoneHint: (zone: string) => `your browser's zone is ${zone}.`,
  customRoomIdLabel: 'room address',
  customRoomIdOptional: 'room address (optional)',
  customRoomIdHint:
    'lower-case letters, digits and hyphens, 3 to 64 characters. leave empty for a generated one.',
  customRoomIdPreview: (link: string) => `the link will be ${link}`,
  customRoomIdRequired: 'please choose a room address',
  dateRequired: 'please choose a date',
  startTimeRequired: 'please choose a start time',
  scheduleSubmit: 'schedule',
  scheduling: 'scheduling…',
  personalSubmit: 'create room',
  creating: 'creating…',
  cancel: 'cancel',
  scheduled: (name: string, when: string) => `${name} is scheduled for ${when}`,
  personalCreated: (link: string) => `your room is ready at ${link}`,

  // Delete and unset
  deleteTitle: (name: string) => `delete ${name}?`,
  deleteText:
    'its link stops working at once. people you invited are sent a cancellation.',
  keepRoom: 'keep room',
  deleteConfirm: 'delete room',
  deleting: 'deleting…',
  deleted: 'the room was deleted',
  deleteFailed: 'the room could not be deleted. please try again.',
  unsetTitle: 'remove the schedule?',
  unsetText:
    'the room stays, without a time. people you invited are sent a cancellation and their invitations end.',
  keepSchedule: 'keep schedule',
  unsetConfirm: 'remove schedule',
  unsetting: 'removing…',
  unset: 'the schedule was removed',
  unsetFailed: 'the schedule could not be removed. please try again.',

  // Invitations
  inviteTitle: (name: string) => `invite people to ${name}`,
  inviteDescription:
    'each person gets an email with the time, the room link and a calendar file, and a link to confirm.',
  inviteEmailsLabel: 'email addresses',
  inviteEmailsHint: 'separate addresses with commas, spaces or new lines.',
  inviteSubmit: 'send invitations',
  inviting: 'sending…',
  invitationsSent: (count: number) =>
    count === 1 ? 'invitation sent' : `${count} invitations sent`,
  invitedTitle: 'invited',
  invitationsLoading: 'loading invitations…',
  invitationsFailed: 'the invitations could not be loaded',
  noInvitations: 'nobody invited yet.',
  confirmedBadge: 'confirmed',
  pendingBadge: 'not confirmed yet',
  confirmedCount: (confirmed: number, invited: number) =>
    `${confirmed} of ${invited} confirmed`,
  close: 'close',

  // The room entry, /m/{roomId}
  entryLoading: 'opening the room…',
  hostedBy: (host: string) => `hosted by ${host}`,
  join: 'join',
  joinSoon: 'the room opens here soon',
  passwordHint: 'the host asks for a password to join.',
  paidHint: (amount: string) => `joining costs ${amount}, paid when you join.`,
  audienceHint: (amount: string) => `watching costs ${amount}.`,
  scheduledFor: (when: string) => `scheduled for ${when}`,
  capacity: (participants: number) => `up to ${participants} people`,
  roomLinksTitle: 'links from the host',
  roomNotFoundTitle: 'room not found',
  roomNotFoundText:
    'this room does not exist or was deleted. check the link with the host.',
  entryFailedTitle: 'the room could not be opened',
  backHome: 'back to home',
  copyRoomLink: 'copy room link',

  // The lobby, /m/{roomId}: preview, name, password, fee, then join (docs/lobby.md)
  lobbyDetailsLabel: 'joining',
  previewLabel: 'your camera preview',
  previewStarting: 'starting your camera and microphone…',
  cameraOff: 'your camera is off',
  cameraToggle: 'camera',
  microphoneToggle: 'microphone',
  cameraSelect: 'camera',
  microphoneSelect: 'microphone',
  deviceSettings: 'devices',
  defaultDevice: 'default',
  unnamedDevice: (kind: 'camera' | 'microphone', index: number) =>
    `${kind} ${index}`,
  micLevel: 'microphone level',
  displayNameLabel: 'your name',
  displayNameHint: 'how the others see you in the room.',
  roomPasswordLabel: 'room password',
  showPassword: 'show password',
  hidePassword: 'hide password',
  emailLabel: 'your email',
  emailHint:
    'your receipt goes here. joining again with this email costs nothing more.',
  joinNow: 'join now',
  joinAudioOnly: 'join with audio only',
  joinVideoOnly: 'join without microphone',
  joinListenOnly: 'join to listen only',
  payAndJoin: (amount: string) => `pay ${amount} and join`,
  joining: 'joining…',
  peopleIn: (participants: number, capacity: number) =>
    `${participants} of ${capacity} people in the room`,
  paidTitle: 'payment received',
  paidText: (email: string) =>
    `your ticket is kept for ${email}: join now, or later from the link in your receipt.`,
  fullTitle: 'this room is full',
  fullText: (capacity: number) =>
    `it holds ${capacity} people at once. this page checks again every few seconds, so you can join as soon as someone leaves.`,
  lockedTitle: 'this room is locked',
  lockedText:
    'the host has locked the room: nobody new can join right now. this page checks again every few seconds.',
  waitingRoomTitle: 'the host lets people in',
  waitingRoomText:
    'when you join, you ask to come in and wait here until the host lets you in.',
  joinFailedTitle: 'you could not join',
  // Entry by a payer's email: the one-time code mailed to it
  entryCodeTitle: 'check your email',
  entryCodeText: (email: string) =>
    `we sent a code to ${email}. enter it here to join: it works once, for 15 minutes.`,
  entryCodeLabel: 'code from your email',
  entryCodeRequired: 'please enter the code from your email',
  confirmAndJoin: 'confirm and join',
  entryLinkTitle: 'welcome back',
  entryLinkText:
    'your entry link lets this browser in: no email or code needed.',
  paymentNotConfirmed:
    'your payment has not reached us yet. wait a moment and join again: you will not be charged twice.',

  // The lobby's camera and microphone problems: what happened, then the way forward
  /** By problem (libs/meeting's MediaProblem): a title naming the device, then what to do. */
  mediaProblems: {
    denied: {
      title: (what: string) => `${what}: access blocked`,
      text: 'allow access from the camera icon in the address bar (or your browser settings), then try again.',
    },
    missing: {
      title: (what: string) => `${what}: none found`,
      text: 'plug one in, then try again.',
    },
    'in-use': {
      title: (what: string) => `${what}: in use elsewhere`,
      text: 'another app or tab is using it. close it, then try again.',
    },
    unsupported: {
      title: (what: string) => `${what}: not available in this browser`,
      text: 'open this page in an up-to-date browser, over https, to use them.',
    },
    failed: {
      title: (what: string) => `${what}: could not start`,
      text: 'try again, or pick another device.',
    },
  },
  mediaWhatCamera: 'camera',
  mediaWhatMicrophone: 'microphone',
  mediaWhatBoth: 'camera and microphone',
  mediaForwardAudioOnly: 'you can still join with audio only.',
  mediaForwardVideoOnly: 'you can still join without your microphone.',
  mediaForwardListenOnly:
    'you can still join to listen, watch and chat without them.',
  mediaRetry: 'try again',

  // Invitation confirmation
  confirmingTitle: 'confirming your invitation…',
  confirmedTitle: 'you are on the list',
  confirmedText: (name: string, when: string) =>
    `the host knows you will attend ${name}, ${when}.`,
  confirmedGenericText:
    'thank you: the host knows you will attend. the invitation email has the room link and a calendar file.',
  openRoom: 'open the room',
  invalidLinkTitle: 'this invitation link does not work',
  missingToken:
    'this link is incomplete. open the link from your invitation email again.',
  expiredTitle: 'this meeting is over',
  confirmFailedTitle: 'your invitation could not be confirmed',

  // ---- The live room, /meeting/{roomId} (issue 12; docs/live-room-ui.md) ------------------
  // Kept in one nested block at the end, apart from the lobby's texts above.
  live: {
    // Connection states
    connecting: 'connecting to the room…',
    mediaStarting: 'starting your camera and microphone…',
    waitingTitle: 'waiting for the host to let you in',
    waitingText:
      'the host knows you are here. this page opens the room as soon as they admit you.',
    waitingAs: (name: string) => `you will join as ${name}`,
    reconnecting: 'reconnecting…',
    reconnectingText:
      'your connection dropped. you stay in the room while we reconnect.',
    reconnectNow: 'reconnect now',
    failedTitle: 'the room could not be reached',
    failedText: 'check your connection and try again.',
    tryAgain: messages.tryAgain,
    deniedTitle: 'the host did not let you in',
    deniedText: 'you can ask the host for another try from the room page.',
    endedTitle: 'the host has ended this meeting',
    endedText: 'thanks for joining.',
    replacedTitle: 'this room is open in another tab',
    replacedText:
      'you joined from another tab or window, so this one stopped. you can use the room here instead.',
    useHere: 'use here',
    refusedTitle: 'you could not join the room',
    backToLobby: 'back to the room page',
    backHome: 'back to home',
    loadingRoom: 'opening the room…',
    roomFailed: 'the room details could not be loaded; the call still works.',

    // The stage
    stageLabel: 'participants',
    aloneTitle: 'you are the only one here',
    aloneText: 'share the room link and people join from their browser.',
    copyLink: 'copy room link',
    videoOf: (name: string) => `${name}'s video`,
    screenOf: (name: string) => `${name}'s screen`,
    you: (name: string) => `${name} (you)`,
    micOff: 'microphone off',
    handRaised: 'hand raised',
    speaking: 'speaking',
    hostBadge: 'host',
    cohostBadge: 'co-host',
    sharingScreen: 'sharing screen',
    quality: {
      good: 'connection good',
      fair: 'connection fair',
      poor: 'connection poor',
      unknown: 'connection not measured yet',
    },

    // The control bar
    controlsLabel: 'call controls',
    micOn: 'turn off microphone',
    micOnShort: 'mute',
    micOffAction: 'turn on microphone',
    micOffShort: 'unmute',
    micLockedHint:
      'the host has muted everyone; you can unmute when they allow it.',
    cameraOn: 'turn off camera',
    cameraOnShort: 'stop video',
    cameraOffAction: 'turn on camera',
    cameraOffShort: 'start video',
    noDevice: 'no device available',
    shareScreen: 'share your screen',
    shareScreenShort: 'share',
    stopSharing: 'stop sharing your screen',
    stopSharingShort: 'stop sharing',
    screenFailed: 'your screen could not be shared.',
    raiseHand: 'raise hand',
    lowerHand: 'lower hand',
    reactionsLabel: 'send a reaction',
    reactions: {
      'thumbs-up': 'thumbs up',
      clap: 'clap',
      heart: 'heart',
      laugh: 'laugh',
      surprised: 'surprised',
      celebrate: 'celebrate',
    },
    reactionFrom: (name: string, reaction: string) => `${name}: ${reaction}`,
    chat: 'chat',
    people: 'people',
    links: 'links',
    more: 'more',
    settingsLabel: 'devices',
    microphoneLabel: 'microphone',
    cameraLabel: 'camera',
    defaultDevice: 'default',
    deviceFailed: 'that device could not be opened.',
    leave: 'leave',
    endForAll: 'end for everyone',
    shortcutsLabel: 'keyboard shortcuts',
    shortcutMic: 'microphone on or off',
    shortcutCamera: 'camera on or off',
    withShortcut: (label: string, keys: string) => `${label} (${keys})`,
    mutedByHost: 'the host muted your microphone.',
    mediaProblem:
      'your camera or microphone is not available; others cannot see or hear you.',

    // Panels
    closePanel: 'close panel',
    chatTitle: 'chat',
    chatEmpty: 'no messages yet. say hello.',
    chatLabel: 'message',
    chatPlaceholder: 'send a message to everyone',
    chatSend: 'send',
    chatLog: 'chat messages',
    peopleTitle: 'people',
    inRoomCount: (count: number) =>
      count === 1 ? '1 in the room' : `${count} in the room`,
    waitingTitleList: (count: number) => `waiting to join (${count})`,
    admit: 'admit',
    deny: 'deny',
    admitAll: 'admit all',
    denyAll: 'deny all',
    admitNamed: (name: string) => `admit ${name}`,
    denyNamed: (name: string) => `deny ${name}`,
    signedInBadge: 'signed in',
    guestBadge: 'guest',
    knockAlert: (name: string) => `${name} is waiting to join`,
    knockAlertMany: (count: number) => `${count} people are waiting to join`,
    review: 'review',
    actionsFor: (name: string) => `actions for ${name}`,
    mute: 'mute',
    muteNamed: (name: string) => `mute ${name}`,
    muteAll: 'mute everyone',
    remove: 'remove',
    removeNamed: (name: string) => `remove ${name}`,
    makeCohost: 'make co-host',
    unmakeCohost: 'remove co-host',
    roomSettings: 'room settings',
    lockRoom: 'lock the room',
    lockRoomHint: 'nobody new can join.',
    waitingRoom: 'waiting room',
    waitingRoomHint: 'guests wait until a host lets them in.',
    lockMics: 'lock microphones',
    lockMicsHint: 'muted people cannot unmute themselves.',
    linksTitle: 'links from the host',
    linksEmpty: 'this room has no links.',

    // Remove and end
    removeTitle: (name: string) => `remove ${name}?`,
    removeText: 'they leave the meeting at once and cannot join it again.',
    removeReasonLabel: 'reason (optional)',
    removeReasonHint: 'shown to them on the page they land on.',
    keep: 'cancel',
    removeConfirm: 'remove',
    endTitle: 'end the meeting for everyone?',
    endText: 'everyone leaves the room at once.',
    endConfirm: 'end meeting',
    keepMeeting: 'keep meeting',
  },
} as const;
