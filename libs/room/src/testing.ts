// Fixtures, MSW handlers and story helpers of the room lib, for its own tests and stories and
// for the shell's (its route tests answer the lobby with roomHandlers). The lobby (/m/{roomId}):
// roomHandlers answers the room calls (the entry, status, join, checkout) for the fixture
// rooms; lobbyHandlers(entry, options) puts one room in any state (full, locked, waiting room,
// a refusal), and withFakeDevices(scenario) stands in for the camera and microphone (granted,
// denied, none, busy). The rooms themselves (templates, meetings, entries) are contracts'
// fixtures, re-exported here.
import {
  createElement,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import type { HttpHandler } from 'msw';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockPending,
  pendingEndpoints,
  validationError,
} from '@ruume/api-client/testing';
import {
  ROOM_MESH_MAX_PARTICIPANTS,
  ROOM_TICKET_TTL_MS,
  TIER_FEATURES,
  type ApiErrorCode,
  type JoinRoomRequest,
  type RoomEntry,
  type RoomEntryMode,
  type RoomStatus,
  type RoomTicket,
} from '@ruume/contracts';
import {
  demoMeeting,
  demoTemplate,
  instantMeeting,
  meetings,
  roomEntryOf,
  standupTemplate,
  templates,
  videoRoomEntry,
} from '@ruume/contracts/testing';
import { roomCalls } from './api/room-api';
import {
  createFakeMediaDevices,
  installFakeMediaDevices,
  latestFakeMediaDevices,
  type FakeMediaDevices,
  type FakeDeviceScenario,
} from './devices/fake-media-devices.testing';

// ---- Fixtures --------------------------------------------------------------------------------

export {
  backgrounds,
  demoMeeting,
  demoTemplate,
  focusTemplate,
  instantMeeting,
  officeHoursTemplate,
  roomEntryOf,
  roomHost,
  scheduledMeeting,
  standupTemplate,
  upcomingMeetings,
  videoRoomEntry,
} from '@ruume/contracts/testing';
export { signedInStore } from '@ruume/api-client/testing';
export { storyTimeZone, withViewerTimeZone } from '@ruume/ui-kit/testing';

// ---- The lobby: room status, join, checkout --------------------------------------------------

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
  recording: false,
  // Professional rooms take no audience (SPEC §6).
  audience: null,
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
  /** A meeting being recorded: the lobby says so before anyone joins. */
  recording: roomStatusOf({ recording: true }),
  /** No SFU reachable: the room holds the peer-to-peer size, and says why. */
  noSfu: roomStatusOf({
    participants: 2,
    capacity: ROOM_MESH_MAX_PARTICIPANTS,
    capacityLimitedBy: 'no-sfu',
  }),
  /** The signed-in viewer paid this room's entry fee before. */
  paid: roomStatusOf({ paid: true }),
  /** A student's room: 12 of its 25 watching (SPEC §6). */
  audience: roomStatusOf({
    capacity: TIER_FEATURES.student.participants,
    audience: {
      open: true,
      count: 12,
      capacity: TIER_FEATURES.student.audience,
      full: false,
      paid: false,
    },
  }),
  audienceFull: roomStatusOf({
    capacity: TIER_FEATURES.student.participants,
    audience: {
      open: true,
      count: TIER_FEATURES.student.audience,
      capacity: TIER_FEATURES.student.audience,
      full: true,
      paid: false,
    },
  }),
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
  /** The fee of the way in asked for: to take part, or to watch. */
  const feeOf = (entry: RoomEntry, as: RoomEntryMode = 'participant') =>
    entry.payments.find((payment) => payment.type === as);
  const watchRefusal = (): ApiErrorCode | null =>
    !status.audience?.open
      ? 'ROOM_AUDIENCE_CLOSED'
      : status.audience.full
        ? 'ROOM_AUDIENCE_FULL'
        : null;
  const handlers = mockCalls(roomCalls, {
    roomEntry: ({ params }) =>
      entryOf(params.roomId) ?? apiErrorResponse('ROOM_NOT_FOUND'),
    roomStatus: ({ params }) =>
      entryOf(params.roomId) ? status : apiErrorResponse('ROOM_NOT_FOUND'),
    joinRoom: ({ params, body }) => {
      const entry = entryOf(params.roomId);
      if (!entry) return apiErrorResponse('ROOM_NOT_FOUND');
      if (refuseJoin) return apiErrorResponse(refuseJoin);
      const watching = body.as === 'audience';
      const closed = watching ? watchRefusal() : null;
      if (closed) return apiErrorResponse(closed);
      if (status.locked) return apiErrorResponse('ROOM_LOCKED');
      if (status.full && !watching) return apiErrorResponse('ROOM_FULL');
      if (entry.passwordRequired) {
        if (!body.password) return apiErrorResponse('ROOM_PASSWORD_REQUIRED');
        if (body.password !== roomPassword)
          return apiErrorResponse('ROOM_PASSWORD_WRONG');
      }
      const paid = watching ? status.audience?.paid : status.paid;
      const refusal =
        feeOf(entry, body.as) && !paid ? entryRefusal(body) : null;
      if (refusal)
        return apiErrorResponse(
          watching && refusal === 'ROOM_PAYMENT_REQUIRED'
            ? 'ROOM_AUDIENCE_PAYMENT_REQUIRED'
            : refusal,
        );
      return roomTicketOf(entry.roomId);
    },
    roomCheckout: ({ params, body }) => {
      const entry = entryOf(params.roomId);
      if (!entry) return apiErrorResponse('ROOM_NOT_FOUND');
      return feeOf(entry, body.as)
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
): HttpHandler[] => buildRoomHandlers([entry], options);

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

/** 'product demo' with fees to take part and to watch. */
export const paidAudienceRoom: RoomEntry = roomEntryOf(
  {
    ...demoMeeting,
    payments: [
      { type: 'participant', amount: 9.5, currency: 'cad' },
      { type: 'audience', amount: 4, currency: 'cad' },
    ],
  },
  demoTemplate,
);

// ---- Handlers --------------------------------------------------------------------------------

/** The entry of each fixture meeting, from its template, and the video room's. */
export const roomEntries: RoomEntry[] = [
  ...meetings.map((meeting) =>
    roomEntryOf(
      meeting,
      templates.find((template) => template.id === meeting.templateId),
    ),
  ),
  videoRoomEntry,
];

/**
 * The room calls for `entries` (the fixture rooms by default): each room's entry, and the
 * lobby's calls as `options` say (open, nobody refused by default); 404 ROOM_NOT_FOUND else.
 */
export function buildRoomHandlers(
  entries: RoomEntry[] = roomEntries,
  options: LobbyOptions = {},
): HttpHandler[] {
  return roomCallHandlers(
    (roomId) => entries.find((entry) => entry.roomId === roomId),
    options,
  );
}

/** Every room call answered for the fixture rooms: open, free of refusals. */
export const roomHandlers: HttpHandler[] = buildRoomHandlers();

/** Every room call fails with 503 DATABASE_UNAVAILABLE. */
export const roomHandlersFailing: HttpHandler[] = failingEndpoints(
  Object.values(roomCalls),
  'DATABASE_UNAVAILABLE',
);

/** No room call ever answers: the pages stay in their loading state. */
export const roomHandlersLoading: HttpHandler[] = pendingEndpoints(
  Object.values(roomCalls),
);

// ---- Story helpers -----------------------------------------------------------------------------

export type { FakeDeviceScenario };
export { createFakeMediaDevices, latestFakeMediaDevices };

function FakeDevices({
  scenario,
  children,
}: {
  scenario: FakeDeviceScenario | FakeMediaDevices;
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
export const withFakeDevices =
  (scenario: FakeDeviceScenario | FakeMediaDevices = 'ready') =>
  (Story: ComponentType): ReactElement =>
    createElement(FakeDevices, { scenario, children: createElement(Story) });
