// Fixtures, MSW handlers and story helpers of the meeting lib, for its own tests and stories
// and for other libs (the shell's route tests can answer the dashboard and rooms with
// meetingHandlers). Page stories get the happy path from their meta
// (`decorators: [withApi(meetingHandlers)]`) and pick a state per story: meetingHandlersEmpty,
// meetingHandlersFailing, meetingHandlersLoading, meetingHandlersLimitReached. Handlers that
// remember what was created, deleted and invited (for whole-flow tests): liveMeetingHandlers().
// The lobby (/m/{roomId}): the room calls answer with meetingHandlers too; lobbyHandlers(entry,
// options) puts one room in any state (full, locked, waiting room, a refusal), and
// withFakeMedia(scenario) stands in for the camera and microphone (granted, denied, none, busy).
import {
  createElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { HttpResponse, type HttpHandler } from 'msw';
import {
  createAppStore,
  sessionChecked,
  type AppStateOf,
  type AppStoreOf,
} from '@ruume/api-client';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockEndpoint,
  mockError,
  mockPending,
  pagedReply,
  pendingEndpoints,
  validationError,
} from '@ruume/api-client/testing';
import {
  ROOM_TICKET_TTL_MS,
  TIER_FEATURES,
  meetingEndpoints,
  templateMediaError,
  youtubeVideoIdOf,
  type ApiErrorCode,
  type CurrentUser,
  type InvitationConfirmation,
  type TemplateFields,
  type Meeting,
  type MeetingInvitation,
  type MeetingPayment,
  type RoomEntry,
  type JoinRoomRequest,
  type RoomStatus,
  type RoomTicket,
  type Template,
  type TemplateCategory,
} from '@ruume/contracts';
import {
  buildMeeting,
  buildTemplate,
  scheduledMeeting as contractsScheduledMeeting,
  templateCategories,
} from '@ruume/contracts/testing';
import { meetingCalls } from './api/meeting-api';
import { roomCalls } from './api/room-api';
import { ViewerTimeZone } from './hooks/use-viewer-time-zone';
import {
  createFakeMediaDevices,
  installFakeMediaDevices,
  latestFakeMediaDevices,
  type FakeMediaDevices,
  type FakeMediaScenario,
} from './media/fake-media-devices.testing';

// ---- Fixtures --------------------------------------------------------------------------------

/** Business, education and social; builders for one-off templates and meetings. */
export { buildMeeting, buildTemplate, templateCategories };

/**
 * A background as an inline picture (soft light over a gradient), so stories and screenshots
 * show one without a file server.
 */
const backgroundArt = (from: string, to: string, glow: string): string =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">' +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
      '</linearGradient><radialGradient id="l" cx="0.75" cy="0.2" r="0.6">' +
      `<stop offset="0" stop-color="${glow}" stop-opacity="0.75"/>` +
      `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>` +
      '<rect width="1600" height="900" fill="url(#g)"/>' +
      '<rect width="1600" height="900" fill="url(#l)"/>' +
      '<rect x="120" y="560" width="560" height="220" rx="28" fill="#ffffff" fill-opacity="0.16"/>' +
      '<rect x="1040" y="600" width="420" height="180" rx="28" fill="#ffffff" fill-opacity="0.12"/>' +
      '</svg>',
  )}`;

/** Inline backgrounds of the fixtures: a sunrise, a calm lagoon and a dusk. */
export const backgrounds = {
  sunrise: backgroundArt('#f6a56b', '#b74366', '#ffe3b0'),
  lagoon: backgroundArt('#2f7f8f', '#1d3b6e', '#9fe7e0'),
  dusk: backgroundArt('#3b2a5c', '#b74366', '#f7b2c8'),
};

/** 'team standup': a stock image background, an agenda link, free, no password. */
export const standupTemplate: Template = buildTemplate({
  isStock: true,
  fileUrl: backgrounds.sunrise,
});

/** 'product demo': a YouTube video, two links, a 12 usd audience fee. */
export const demoTemplate: Template = buildTemplate({
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
  isStock: false,
  name: 'product demo',
  description: 'walk customers through the new release',
  mediaType: 'video',
  fileUrl: null,
  youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  embeddedLinks: [
    {
      title: 'release notes',
      url: 'https://docs.example.com/releases/2025-06',
    },
    { title: 'pricing', url: 'https://example.com/pricing' },
  ],
  monetizationDetail: {
    participantFee: null,
    audienceFee: 12,
    currency: 'usd',
  },
  categories: [templateCategories[0]],
});

/** 'office hours': a 15 usd participant fee and a meeting password. */
export const officeHoursTemplate: Template = buildTemplate({
  id: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
  isStock: false,
  name: 'office hours',
  description: 'ask me anything, one at a time',
  fileUrl: backgrounds.lagoon,
  embeddedLinks: [],
  monetizationDetail: {
    participantFee: 15,
    audienceFee: null,
    currency: 'usd',
  },
  meetingPassword: { enabled: true, value: 'open-sesame' },
  categories: [templateCategories[1]],
});

/** 'focus flow': a stock looping video, social. */
export const focusTemplate: Template = buildTemplate({
  id: 'f6a7b8c9-d0e1-4f2a-9b3c-5d6e7f8a9b0c',
  isStock: true,
  name: 'focus flow',
  description: 'a slow, looping light show for co-working',
  mediaType: 'video',
  fileUrl: 'templates/stock/focus-flow.mp4',
  embeddedLinks: [],
  categories: [templateCategories[2]],
});

export const templates: Template[] = [
  standupTemplate,
  demoTemplate,
  officeHoursTemplate,
  focusTemplate,
];

/** An instant room from 'team standup' (room k3x9p2m7qa). */
export const instantMeeting: Meeting = buildMeeting();

/** An instant room from 'product demo', with its audience fee. */
export const demoMeeting: Meeting = buildMeeting({
  id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6f',
  roomId: 'p4n8w2c6rt',
  name: 'product demo',
  templateId: demoTemplate.id,
  metadata: { room: { name: 'product demo' } },
  payments: [{ type: 'audience', amount: 12, currency: 'usd' }],
});

/**
 * Office hours on 2025-04-01 16:00–17:00 UTC (12:00–13:00 in Toronto, where it was planned) at
 * the custom room jane-office-hours, 15 usd to join, from the 'office hours' template.
 */
export const scheduledMeeting: Meeting = {
  ...contractsScheduledMeeting,
  templateId: officeHoursTemplate.id,
};

/** A planning session on 2025-06-10 14:00–15:30 UTC, in a generated room. */
export const planningMeeting: Meeting = buildMeeting({
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6a',
  roomId: 'h7t2v9b4ks',
  name: 'quarterly planning',
  metadata: { room: { name: 'quarterly planning' } },
  scheduledStartTime: '2025-06-10T14:00:00.000Z',
  scheduledEndTime: '2025-06-10T15:30:00.000Z',
});

/** Every meeting of the host: meeting/list. Scheduled and custom-room lists are filtered from it. */
export const meetings: Meeting[] = [
  instantMeeting,
  demoMeeting,
  scheduledMeeting,
  planningMeeting,
];

/** The mocked lists' pages: three rooms, then the fourth on page two. */
export const MEETINGS_PAGE_SIZE = 3;
/** The two scheduled fixtures come one a page. */
export const SCHEDULED_PAGE_SIZE = 1;

/** Origin of the links share-meeting-url answers: `${meetingLinkOrigin}/m/{roomId}`. */
export const meetingLinkOrigin = 'https://app.ruume.test';

/** The room a created meeting gets when the request names no custom room id. */
export const newRoomId = 'n3w5r7m9qz';

/**
 * The meetings again, their schedules moved to start `days` after `now` (stories show upcoming
 * meetings whatever the date): office hours tomorrow 11:00–12:00 in New York, planning in a week.
 */
export function upcomingMeetings(now: number = Date.now()): Meeting[] {
  const day = 24 * 60 * 60 * 1000;
  const at = (days: number, utcHour: number, minutes = 0) => {
    const date = new Date(now + days * day);
    date.setUTCHours(utcHour, minutes, 0, 0);
    return date.toISOString();
  };
  return [
    instantMeeting,
    demoMeeting,
    {
      ...scheduledMeeting,
      timezone: 'America/New_York',
      scheduledStartTime: at(1, 16),
      scheduledEndTime: at(1, 17),
    },
    {
      ...planningMeeting,
      timezone: 'Europe/Berlin',
      scheduledStartTime: at(7, 8),
      scheduledEndTime: at(7, 9, 30),
    },
  ];
}

// ---- Room entries (GET meeting/{roomId}, public) ---------------------------------------------

/** The host as guests see them: a display name and colours, no picture. */
export const roomHost: RoomEntry['host'] = {
  displayName: 'jane cooper',
  avatarUrl: null,
  avatarBackgroundColor: '#2F5BD3',
  avatarTextColor: '#FFFFFF',
};

/** The entry of `meeting`, from its template, as the api builds it; a professional host. */
export function roomEntryOf(
  meeting: Meeting,
  template: Template | undefined,
  overrides: Partial<RoomEntry> = {},
): RoomEntry {
  const youtube = template?.youtubeLink
    ? youtubeVideoIdOf(template.youtubeLink)
    : null;
  const { participants, audience } = TIER_FEATURES.professional;
  return {
    roomId: meeting.roomId,
    name: meeting.name,
    host: roomHost,
    background: template
      ? {
          mediaType: template.mediaType,
          fileUrl: youtube ? null : template.fileUrl,
          youtubeVideoId: youtube,
        }
      : null,
    embeddedLinks: template?.embeddedLinks ?? [],
    passwordRequired: template?.meetingPassword?.enabled ?? false,
    payments: meeting.payments,
    limits: { participants, audience: audience ?? 0 },
    scheduledStartTime: meeting.scheduledStartTime,
    scheduledEndTime: meeting.scheduledEndTime,
    timezone: meeting.timezone,
    ...overrides,
  };
}

/** A room whose background is the stock looping video. */
export const videoRoomEntry: RoomEntry = roomEntryOf(
  buildMeeting({
    roomId: 'focus-room',
    name: 'focus flow',
    templateId: focusTemplate.id,
  }),
  focusTemplate,
);

// ---- Invitations -------------------------------------------------------------------------------

/** Who was invited to office hours: two confirmed, one not yet. */
export const officeHoursInvitations: MeetingInvitation[] = [
  {
    id: 'inv_1',
    email: 'ada@example.com',
    invitedAt: '2025-03-20T10:00:00.000Z',
    confirmedAt: '2025-03-20T11:15:00.000Z',
  },
  {
    id: 'inv_2',
    email: 'grace@example.com',
    invitedAt: '2025-03-20T10:00:00.000Z',
    confirmedAt: null,
  },
  {
    id: 'inv_3',
    email: 'linus@example.com',
    invitedAt: '2025-03-21T08:30:00.000Z',
    confirmedAt: '2025-03-22T17:45:00.000Z',
  },
];

/** Confirm-link tokens: one that confirms, one whose meeting is over, one that matches nothing. */
export const invitationTokens = {
  valid: 'inv-token-office-hours-ada',
  expired: 'inv-token-meeting-over',
  unknown: 'inv-token-no-such-invitation',
} as const;

/** What confirming invitationTokens.valid answers. */
export const invitationConfirmation: InvitationConfirmation = {
  email: 'ada@example.com',
  meeting: {
    roomId: scheduledMeeting.roomId,
    name: scheduledMeeting.name,
    scheduledStartTime: '2025-04-01T16:00:00.000Z',
    scheduledEndTime: '2025-04-01T17:00:00.000Z',
    timezone: 'America/Toronto',
  },
  confirmedAt: '2025-03-20T11:15:00.000Z',
};

// ---- The lobby: room status, join, checkout (issue 12) -----------------------------------------

/** The password of every room that asks for one here (office hours' own). */
export const roomPassword = 'open-sesame';

/** An email that already paid the entry fee of every paid room here. */
export const paidEntryEmail = 'ada@example.com';
/** The entry pass of paidEntryEmail (the checkout's way back, the receipt's link). */
export const paidEntryPass = 'test-entry-pass.ada';
/** The one-time code the join mails to a typed payer's email here. */
export const roomEntryCode = '246810';

/** Where the entry fee's checkout sends the person (the payment provider's page). */
export const roomCheckoutUrl = (roomId: string): string =>
  `https://checkout.ruume.test/room/${encodeURIComponent(roomId)}`;

/** What the lobby polls: a room of the professional tier, three people in. */
export const roomStatusOf = (
  overrides: Partial<RoomStatus> = {},
): RoomStatus => ({
  participants: 3,
  capacity: TIER_FEATURES.professional.participants,
  full: false,
  locked: false,
  waitingRoom: false,
  hostPresent: true,
  paid: false,
  ...overrides,
});

/** The room's states the lobby shows. */
export const roomStatuses = {
  open: roomStatusOf(),
  full: roomStatusOf({
    participants: TIER_FEATURES.professional.participants,
    full: true,
  }),
  locked: roomStatusOf({ locked: true }),
  waitingRoom: roomStatusOf({ waitingRoom: true }),
  /** The signed-in viewer paid this room's entry fee before. */
  paid: roomStatusOf({ paid: true }),
} satisfies Record<string, RoomStatus>;

const base64url = (text: string) =>
  btoa(
    Array.from(new TextEncoder().encode(text), (byte) =>
      String.fromCharCode(byte),
    ).join(''),
  )
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * A join answer whose ticket reads like the server's (`<base64url JSON>.<mac>`, see
 * readRoomTicket), so the room's guard and loadRoomPass accept it; only the mac is fake.
 */
export function roomTicketOf(
  roomId: string,
  {
    participantId = 'p_guest_1',
    expiresAt = Date.now() + ROOM_TICKET_TTL_MS,
  }: { participantId?: string; expiresAt?: number } = {},
): RoomTicket {
  const body = base64url(
    JSON.stringify({ exp: expiresAt, data: { roomId, participantId } }),
  );
  return { ticket: `${body}.test-mac`, expiresAt, roomId, participantId };
}

export interface LobbyOptions {
  /** What status answers (default roomStatuses.open); join refuses a full or locked room. */
  status?: RoomStatus;
  /** Emails whose entry fee is paid (default [paidEntryEmail]). */
  paidEmails?: string[];
  /** Join answers this refusal whatever is sent (ROOM_REMOVED, say). */
  refuseJoin?: ApiErrorCode;
  /** Join never answers: the lobby stays 'joining…'. */
  joinPending?: boolean;
  /**
   * The payment provider's confirmation is late: the first this many joins with a paid email
   * are still refused for the fee (Infinity: it never arrives).
   */
  confirmationLag?: number;
}

/**
 * The room calls as the api answers them for the rooms `entryOf` finds: status as given; join
 * refuses in the server's order (removed, locked, full, password, fee) or answers a ticket;
 * checkout answers the payment page for a room with an entry fee.
 */
function roomCallHandlers(
  entryOf: (roomId: string) => RoomEntry | undefined,
  {
    status = roomStatuses.open,
    paidEmails = [paidEntryEmail],
    refuseJoin,
    joinPending = false,
    confirmationLag = 0,
  }: LobbyOptions = {},
): HttpHandler[] {
  let unconfirmedJoins = confirmationLag;
  /** The server's proof of a paid entry: a pass, or a payer's email with its mailed code. */
  const entryRefusal = (body: JoinRoomRequest): ApiErrorCode | null => {
    if (body.entryToken !== undefined) {
      if (body.entryToken !== paidEntryPass) return 'ROOM_ENTRY_LINK_INVALID';
      return unconfirmedJoins-- > 0 ? 'ROOM_PAYMENT_REQUIRED' : null;
    }
    const email = body.email?.toLowerCase();
    if (!email || !paidEmails.includes(email)) return 'ROOM_PAYMENT_REQUIRED';
    if (body.entryCode === undefined) return 'ROOM_ENTRY_CODE_REQUIRED';
    return body.entryCode === roomEntryCode ? null : 'ROOM_ENTRY_CODE_WRONG';
  };
  const feeOf = (entry: RoomEntry) =>
    entry.payments.find((payment) => payment.type === 'participant');
  const handlers = mockCalls(roomCalls, {
    roomStatus: ({ params }) =>
      entryOf(params.roomId) ? status : apiErrorResponse('ROOM_NOT_FOUND'),
    joinRoom: ({ params, body }) => {
      const entry = entryOf(params.roomId);
      if (!entry) return apiErrorResponse('ROOM_NOT_FOUND');
      if (refuseJoin) return apiErrorResponse(refuseJoin);
      if (status.locked) return apiErrorResponse('ROOM_LOCKED');
      if (status.full) return apiErrorResponse('ROOM_FULL');
      if (entry.passwordRequired) {
        if (!body.password) return apiErrorResponse('ROOM_PASSWORD_REQUIRED');
        if (body.password !== roomPassword)
          return apiErrorResponse('ROOM_PASSWORD_WRONG');
      }
      const refusal = feeOf(entry) && !status.paid ? entryRefusal(body) : null;
      if (refusal) return apiErrorResponse(refusal);
      return roomTicketOf(entry.roomId);
    },
    roomCheckout: ({ params }) => {
      const entry = entryOf(params.roomId);
      if (!entry) return apiErrorResponse('ROOM_NOT_FOUND');
      return feeOf(entry)
        ? { url: roomCheckoutUrl(entry.roomId) }
        : validationError('this room has no entry fee');
    },
  });
  return joinPending
    ? [mockPending(roomCalls.joinRoom), ...handlers]
    : handlers;
}

/** One room, `entry`, in the state `options` says: its entry, status, join and checkout. */
export const lobbyHandlers = (
  entry: RoomEntry,
  options: LobbyOptions = {},
): HttpHandler[] => {
  const entryOf = (roomId: string) =>
    roomId === entry.roomId ? entry : undefined;
  return [
    mockEndpoint(
      meetingEndpoints.get,
      ({ params }) =>
        entryOf(params.roomId) ?? apiErrorResponse('ROOM_NOT_FOUND'),
    ),
    ...roomCallHandlers(entryOf, options),
  ];
};

/** A free room with no password: 'team standup' (k3x9p2m7qa). */
export const lobbyRoom: RoomEntry = roomEntryOf(
  instantMeeting,
  standupTemplate,
);

/** 'team standup' behind the room password. */
export const passwordRoom: RoomEntry = roomEntryOf(
  instantMeeting,
  standupTemplate,
  { passwordRequired: true },
);

/** 'product demo' with a 9.50 cad entry fee (p4n8w2c6rt). */
export const paidRoom: RoomEntry = roomEntryOf(
  {
    ...demoMeeting,
    payments: [{ type: 'participant', amount: 9.5, currency: 'cad' }],
  },
  demoTemplate,
);

// ---- Handlers --------------------------------------------------------------------------------

const notFound = (what: string) =>
  apiErrorResponse('NOT_FOUND', `this ${what} does not exist.`);

/** A meeting's entry fees, copied from its template's monetization. */
const paymentsOf = ({
  monetizationDetail,
}: Pick<Template, 'monetizationDetail'>): MeetingPayment[] => {
  if (!monetizationDetail) return [];
  const { participantFee, audienceFee, currency } = monetizationDetail;
  return [
    ...(participantFee === null
      ? []
      : [{ type: 'participant' as const, amount: participantFee, currency }]),
    ...(audienceFee === null
      ? []
      : [{ type: 'audience' as const, amount: audienceFee, currency }]),
  ];
};

/** The template a multipart create (no `existing`) or update saves, or the api's 400. */
function savedTemplate(
  fields: TemplateFields,
  form: FormData,
  existing: Template | undefined,
): Template | Response {
  const file = form.get('file');
  const uploaded = file !== null && typeof file !== 'string';
  if (!existing) {
    const mediaError = templateMediaError(fields, uploaded);
    if (mediaError) return validationError(mediaError);
  }
  const id = existing?.id ?? 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f8a';
  const media = uploaded
    ? { fileUrl: `templates/${id.slice(0, 8)}/${file.name}`, youtubeLink: null }
    : fields.youtubeLink
      ? { fileUrl: null, youtubeLink: fields.youtubeLink }
      : {
          fileUrl: existing?.fileUrl ?? null,
          youtubeLink: existing?.youtubeLink ?? null,
        };
  return {
    id,
    isStock: existing?.isStock ?? false,
    templateType: fields.templateType,
    name: fields.name,
    description:
      fields.description !== undefined
        ? fields.description
        : (existing?.description ?? null),
    mediaType: fields.mediaType,
    ...media,
    embeddedLinks: fields.embeddedLinks ?? existing?.embeddedLinks ?? [],
    monetizationDetail:
      fields.monetizationDetail !== undefined
        ? fields.monetizationDetail
        : (existing?.monetizationDetail ?? null),
    meetingPassword:
      fields.meetingPassword !== undefined
        ? fields.meetingPassword
        : (existing?.meetingPassword ?? null),
    categories: existing?.categories ?? [],
  };
}

export interface MeetingData {
  /** meeting/list; the scheduled and custom-room lists are read from it. */
  meetings: Meeting[];
  templates: Template[];
  templateCategories: TemplateCategory[];
  /** meeting/{roomId}: by default each meeting's entry (roomEntryOf) and videoRoomEntry. */
  roomEntries?: RoomEntry[];
  /** meeting/{id}/invitations by meeting id; office hours has officeHoursInvitations. */
  invitations?: Record<string, MeetingInvitation[]>;
}

export interface MeetingHandlerOptions {
  /**
   * Keep what the calls change (rooms created, deleted, unscheduled; people invited), so a
   * test can follow a whole flow. Off by default: the shared handlers change nothing.
   */
  keepChanges?: boolean;
}

/**
 * Handlers answering every meeting and template call from `data` (the fixtures by default).
 * Meetings are found by id or room id, templates by id; anything else answers 404 NOT_FOUND.
 * Writes answer what the api would (the created meeting, the saved template) but change nothing.
 */
export function buildMeetingHandlers(
  data: Partial<MeetingData> = {},
  { keepChanges = false }: MeetingHandlerOptions = {},
): HttpHandler[] {
  const answers: MeetingData = {
    meetings,
    templates,
    templateCategories,
    ...data,
  };
  // Copies, so the changes a live handler keeps never reach the shared fixtures.
  answers.meetings = [...answers.meetings];
  const invited: Record<string, MeetingInvitation[]> = {
    [scheduledMeeting.id]: officeHoursInvitations,
    ...data.invitations,
  };
  const entryOf = (roomId: string): RoomEntry | undefined => {
    const listed = (
      data.roomEntries ?? [
        ...answers.meetings.map((meeting) =>
          roomEntryOf(
            meeting,
            answers.templates.find((t) => t.id === meeting.templateId),
          ),
        ),
        videoRoomEntry,
      ]
    ).find((entry) => entry.roomId === roomId);
    return listed;
  };
  const keep = (change: () => void) => {
    if (keepChanges) change();
  };
  const findMeeting = (id: string) =>
    answers.meetings.find(
      (meeting) => meeting.id === id || meeting.roomId === id,
    );
  const findTemplate = (id: string) =>
    answers.templates.find((template) => template.id === id);
  const removeMeeting = ({ params }: { params: { id: string } }) => {
    const found = findMeeting(params.id);
    if (!found) return notFound('meeting');
    keep(() => {
      answers.meetings = answers.meetings.filter((m) => m !== found);
    });
    return undefined;
  };
  const created = (saved: Template | Response) =>
    saved instanceof Response
      ? saved
      : HttpResponse.json(saved, { status: 201 });
  // The lobby's calls for the same rooms: open, nobody refused.
  const lobby = roomCallHandlers(entryOf);
  const meetingMocks = mockCalls(meetingCalls, {
    // Paged as the api pages (X-Next-Cursor): the fixtures' lists have a second page.
    meetings: (request) =>
      pagedReply(answers.meetings, MEETINGS_PAGE_SIZE)(request),
    meetingsWithCustomRoomId: (request) =>
      pagedReply(
        answers.meetings.filter((m) => m.customRoomId !== null),
        MEETINGS_PAGE_SIZE,
      )(request),
    scheduledMeetings: (request) =>
      pagedReply(
        answers.meetings.filter((m) => m.scheduledStartTime !== null),
        SCHEDULED_PAGE_SIZE,
      )(request),
    meeting: ({ params }) =>
      entryOf(params.roomId) ?? apiErrorResponse('ROOM_NOT_FOUND'),
    createRoom: ({ body }) => {
      const template = findTemplate(body.templateId);
      if (!template) return notFound('template');
      const customRoomId = body.customRoomId ?? null;
      if (
        customRoomId &&
        answers.meetings.some((m) => m.roomId === customRoomId)
      ) {
        return apiErrorResponse('ROOM_ID_TAKEN');
      }
      const meeting: Meeting = {
        id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b',
        roomId: customRoomId ?? newRoomId,
        name: template.name,
        templateId: template.id,
        metadata: { room: { name: template.name } },
        // The room's own entry fee, when set, in place of the template's.
        payments: paymentsOf(
          body.monetizationDetail
            ? { monetizationDetail: body.monetizationDetail }
            : template,
        ),
        scheduledStartTime: body.scheduledStartTime ?? null,
        scheduledEndTime: body.scheduledEndTime ?? null,
        customRoomId,
        timezone: body.scheduledStartTime ? (body.timezone ?? null) : null,
        createdAt: '2025-03-25T12:00:00.000Z',
      };
      keep(() => {
        answers.meetings = [meeting, ...answers.meetings];
      });
      return HttpResponse.json(meeting, { status: 201 });
    },
    unsetScheduledTime: ({ params }) => {
      const found = findMeeting(params.id);
      if (!found) return notFound('meeting');
      keep(() => {
        answers.meetings = answers.meetings.map((m) =>
          m === found
            ? {
                ...m,
                scheduledStartTime: null,
                scheduledEndTime: null,
                timezone: null,
              }
            : m,
        );
        delete invited[found.id];
      });
      return undefined;
    },
    deleteMeeting: removeMeeting,
    deleteScheduledMeeting: removeMeeting,
    invitations: ({ params }) =>
      findMeeting(params.id)
        ? (invited[params.id] ?? [])
        : apiErrorResponse('MEETING_NOT_FOUND'),
    invite: ({ params, body }) => {
      const found = findMeeting(params.id);
      if (!found) return apiErrorResponse('MEETING_NOT_FOUND');
      if (!found.scheduledStartTime)
        return apiErrorResponse('MEETING_NOT_SCHEDULED');
      const before = invited[found.id] ?? [];
      const added = body.emails
        .filter((email) => !before.some((one) => one.email === email))
        .map((email, index) => ({
          id: `inv_new_${before.length + index + 1}`,
          email,
          invitedAt: '2025-03-25T12:00:00.000Z',
          confirmedAt: null,
        }));
      const all = [...before, ...added];
      keep(() => {
        invited[found.id] = all;
      });
      return all;
    },
    confirmInvitation: ({ body }) => {
      if (body.token === invitationTokens.valid) return invitationConfirmation;
      if (body.token === invitationTokens.expired)
        return apiErrorResponse('INVITATION_EXPIRED');
      return apiErrorResponse('INVITATION_NOT_FOUND');
    },
    templates: () => answers.templates,
    templateCategories: () => answers.templateCategories,
    shareMeetingUrl: ({ params, body }) => {
      if (!findTemplate(params.templateId)) return notFound('template');
      const meeting = findMeeting(body.meetingId);
      return meeting
        ? { url: `${meetingLinkOrigin}/m/${meeting.roomId}` }
        : notFound('meeting');
    },
    createTemplate: ({ body, form }) =>
      created(savedTemplate(body, form, undefined)),
    updateTemplate: ({ params, body, form }) => {
      const existing = findTemplate(params.id);
      return existing
        ? savedTemplate(body, form, existing)
        : notFound('template');
    },
    deleteTemplate: ({ params }) =>
      findTemplate(params.id) ? undefined : notFound('template'),
  });
  return [...meetingMocks, ...lobby];
}

/**
 * Every meeting and template call answered from the fixtures (four meetings, four templates),
 * and the lobby's room calls for the same rooms (open, free of refusals).
 */
export const meetingHandlers: HttpHandler[] = buildMeetingHandlers();

/** Handlers that keep what the calls change; build them per test or story. */
export const liveMeetingHandlers = (
  data: Partial<MeetingData> = {},
): HttpHandler[] => buildMeetingHandlers(data, { keepChanges: true });

/** A new host: no meetings and no templates yet (the categories are still there). */
export const meetingHandlersEmpty: HttpHandler[] = buildMeetingHandlers({
  meetings: [],
  templates: [],
});

/** Every meeting and template call fails with `error` (by default 503 DATABASE_UNAVAILABLE). */
export const failingMeetingHandlers = (
  error: ApiErrorCode = 'DATABASE_UNAVAILABLE',
): HttpHandler[] => failingEndpoints(Object.values(meetingCalls), error);

export const meetingHandlersFailing: HttpHandler[] = failingMeetingHandlers();

/** No meeting or template call ever answers: the pages stay in their loading state. */
export const meetingHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(meetingCalls),
);

/** Creating a room answers 429 MEETING_LIMIT_REACHED (SPEC §8's upgrade modal); the rest as usual. */
export const meetingHandlersLimitReached: HttpHandler[] = [
  mockError(meetingCalls.createRoom, 'MEETING_LIMIT_REACHED'),
  ...meetingHandlers,
];

// ---- Story helpers -----------------------------------------------------------------------------

/** The zone stories and tests show times in: Paris, so New York meetings show both clocks. */
export const storyTimeZone = 'Europe/Paris';

/** Story decorator: every time below is shown in `zone` (the app uses the browser's). */
export const withViewerTimeZone =
  (zone: string = storyTimeZone) =>
  (Story: ComponentType): ReactElement =>
    createElement(ViewerTimeZone, { zone, children: createElement(Story) });

/** A store signed in as `user` (for withApi's `store` option): the lobby fills in their name. */
/** A store as the shell builds it (the API cache and the session), named so its type is ours. */
type ShellStore = AppStoreOf<AppStateOf<Record<never, never>>>;

export const signedInStore = (user: CurrentUser) => (): ShellStore => {
  const store = createAppStore();
  store.dispatch(sessionChecked(user));
  return store;
};

export type { FakeMediaScenario };
export { createFakeMediaDevices, latestFakeMediaDevices };

function FakeMedia({
  scenario,
  children,
}: {
  scenario: FakeMediaScenario | FakeMediaDevices;
  children: ReactElement;
}) {
  // Made and installed while rendering, so the story's first getUserMedia (an effect) finds it.
  const undo = useRef<(() => void) | null>(null);
  const [devices] = useState(() => {
    const made =
      typeof scenario === 'string'
        ? createFakeMediaDevices(scenario)
        : scenario;
    undo.current = installFakeMediaDevices(made);
    return made;
  });
  useLayoutEffect(() => {
    undo.current ??= installFakeMediaDevices(devices);
    return () => {
      devices.tracks.forEach((track) => track.stop());
      undo.current?.();
      undo.current = null;
    };
  }, [devices]);
  return children;
}

/**
 * Story decorator: a camera and microphone as `scenario` has them, in Storybook (a drawn
 * picture and a tone) and in Jest (jsdom has no media: plain stand-ins). Pass devices made by
 * createFakeMediaDevices to look at the tracks afterwards (were they all stopped?).
 */
export const withFakeMedia =
  (scenario: FakeMediaScenario | FakeMediaDevices = 'ready') =>
  (Story: ComponentType): ReactElement =>
    createElement(FakeMedia, { scenario, children: createElement(Story) });
