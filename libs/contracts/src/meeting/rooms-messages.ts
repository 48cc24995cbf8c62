// What the host's rooms screens (the dashboard, the invitation pages) say, once. SPEC's own
// texts (the 429 modal, 'copied to clipboard') stay in ../messages; the refusals of the meeting
// calls in ./meeting-error-messages; the lobby's and the live room's in ../room; these are ours
// (docs/rooms-ui.md).
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
  backHome: 'back to home',
} as const;
