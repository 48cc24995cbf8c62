// Fixtures, MSW handlers and story helpers of the meeting lib, for its own tests and stories
// and for other libs (the shell's route tests can answer the dashboard with meetingHandlers).
// Page stories get the happy path from their meta (`decorators: [withApi(meetingHandlers)]`)
// and pick a state per story: meetingHandlersEmpty, meetingHandlersFailing,
// meetingHandlersLoading, meetingHandlersLimitReached. Handlers that remember what was
// created, deleted and invited (for whole-flow tests): liveMeetingHandlers(). The rooms
// themselves (templates, meetings) are contracts' fixtures, re-exported here.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockError,
  pagedReply,
  pendingEndpoints,
  validationError,
} from '@ruume/api-client/testing';
import {
  templateMediaError,
  type ApiErrorCode,
  type InvitationConfirmation,
  type TemplateFields,
  type Meeting,
  type MeetingInvitation,
  type MeetingPayment,
  type Template,
  type TemplateCategory,
} from '@ruume/contracts';
import {
  meetings,
  scheduledMeeting,
  templateCategories,
  templates,
} from '@ruume/contracts/testing';
import { meetingCalls } from './api/meeting-api';

// ---- Fixtures --------------------------------------------------------------------------------

export {
  backgrounds,
  buildMeeting,
  buildTemplate,
  demoMeeting,
  demoTemplate,
  focusTemplate,
  instantMeeting,
  meetings,
  officeHoursTemplate,
  planningMeeting,
  scheduledMeeting,
  standupTemplate,
  templateCategories,
  templates,
  upcomingMeetings,
} from '@ruume/contracts/testing';
export { signedInStore } from '@ruume/api-client/testing';
export { storyTimeZone, withViewerTimeZone } from '@ruume/ui-kit/testing';

/** The mocked lists' pages: three rooms, then the fourth on page two. */
export const MEETINGS_PAGE_SIZE = 3;
/** The two scheduled fixtures come one a page. */
export const SCHEDULED_PAGE_SIZE = 1;

/** Origin of the links share-meeting-url answers: `${meetingLinkOrigin}/m/{roomId}`. */
export const meetingLinkOrigin = 'https://app.ruume.test';

/** The room a created meeting gets when the request names no custom room id. */
export const newRoomId = 'n3w5r7m9qz';

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
  return meetingMocks;
}

/** Every meeting and template call answered from the fixtures (four meetings, four templates). */
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
