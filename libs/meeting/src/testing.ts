// Fixtures, MSW handlers and story helpers of the meeting lib, for its own tests and stories
// and for other libs (the shell's route tests can answer the dashboard and rooms with
// meetingHandlers). Page stories get the happy path from their meta
// (`decorators: [withApi(meetingHandlers)]`) and pick a state per story: meetingHandlersEmpty,
// meetingHandlersFailing, meetingHandlersLoading, meetingHandlersLimitReached.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  apiErrorResponse,
  failingEndpoints,
  mockCalls,
  mockError,
  pendingEndpoints,
  validationError,
} from '@ruume/api-client/testing';
import {
  templateMediaError,
  type ApiErrorCode,
  type TemplateFields,
  type Meeting,
  type MeetingPayment,
  type Template,
  type TemplateCategory,
} from '@ruume/contracts';
import {
  buildMeeting,
  buildTemplate,
  scheduledMeeting,
  templateCategories,
} from '@ruume/contracts/testing';
import { meetingCalls } from './api/meeting-api';

// ---- Fixtures --------------------------------------------------------------------------------

/** Business, education and social; builders for one-off templates and meetings. */
export { buildMeeting, buildTemplate, templateCategories };

/** 'team standup': an image background, an agenda link, free, no password. */
export const standupTemplate: Template = buildTemplate();

/** 'product demo': a YouTube video, two links, a 12 usd audience fee. */
export const demoTemplate: Template = buildTemplate({
  id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
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
  name: 'office hours',
  description: 'ask me anything, one at a time',
  fileUrl: 'templates/c3d4e5f6/office.jpg',
  embeddedLinks: [],
  monetizationDetail: {
    participantFee: 15,
    audienceFee: null,
    currency: 'usd',
  },
  meetingPassword: { enabled: true, value: 'open-sesame' },
  categories: [templateCategories[1]],
});

export const templates: Template[] = [
  standupTemplate,
  demoTemplate,
  officeHoursTemplate,
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

/** Office hours on 2025-04-01 16:00–17:00 UTC at the custom room jane-office-hours, 15 usd to join. */
export { scheduledMeeting };

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

/** Origin of the links share-meeting-url answers: `${meetingLinkOrigin}/m/{roomId}`. */
export const meetingLinkOrigin = 'https://app.ruume.test';

/** The room a created meeting gets when the request names no custom room id. */
export const newRoomId = 'n3w5r7m9qz';

// ---- Handlers --------------------------------------------------------------------------------

const notFound = (what: string) =>
  apiErrorResponse('NOT_FOUND', `this ${what} does not exist.`);

/** A meeting's entry fees, copied from its template's monetization. */
const paymentsOf = ({ monetizationDetail }: Template): MeetingPayment[] => {
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
  /** meeting/list; the scheduled and custom-room lists and meeting/{roomId} are read from it. */
  meetings: Meeting[];
  templates: Template[];
  templateCategories: TemplateCategory[];
}

/**
 * Handlers answering every meeting and template call from `data` (the fixtures by default).
 * Meetings are found by id or room id, templates by id; anything else answers 404 NOT_FOUND.
 * Writes answer what the api would (the created meeting, the saved template) but change nothing.
 */
export function buildMeetingHandlers(
  data: Partial<MeetingData> = {},
): HttpHandler[] {
  const answers: MeetingData = {
    meetings,
    templates,
    templateCategories,
    ...data,
  };
  const findMeeting = (id: string) =>
    answers.meetings.find(
      (meeting) => meeting.id === id || meeting.roomId === id,
    );
  const findTemplate = (id: string) =>
    answers.templates.find((template) => template.id === id);
  const removeMeeting = ({ params }: { params: { id: string } }) =>
    findMeeting(params.id) ? undefined : notFound('meeting');
  const created = (saved: Template | Response) =>
    saved instanceof Response
      ? saved
      : HttpResponse.json(saved, { status: 201 });
  return mockCalls(meetingCalls, {
    meetings: () => answers.meetings,
    meetingsWithCustomRoomId: () =>
      answers.meetings.filter((m) => m.customRoomId !== null),
    scheduledMeetings: () =>
      answers.meetings.filter((m) => m.scheduledStartTime !== null),
    meeting: ({ params }) =>
      answers.meetings.find((m) => m.roomId === params.roomId) ??
      notFound('room'),
    createRoom: ({ body }) => {
      const template = findTemplate(body.templateId);
      if (!template) return notFound('template');
      const customRoomId = body.customRoomId ?? null;
      if (
        customRoomId &&
        answers.meetings.some((m) => m.roomId === customRoomId)
      ) {
        return apiErrorResponse(
          'CONFLICT',
          'this room id is taken; please choose another',
        );
      }
      const meeting: Meeting = {
        id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b',
        roomId: customRoomId ?? newRoomId,
        name: template.name,
        templateId: template.id,
        metadata: { room: { name: template.name } },
        payments: paymentsOf(template),
        scheduledStartTime: body.scheduledStartTime ?? null,
        scheduledEndTime: body.scheduledEndTime ?? null,
        customRoomId,
      };
      return HttpResponse.json(meeting, { status: 201 });
    },
    unsetScheduledTime: removeMeeting,
    deleteMeeting: removeMeeting,
    deleteScheduledMeeting: removeMeeting,
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
}

/** Every meeting and template call answered from the fixtures: four meetings, three templates. */
export const meetingHandlers: HttpHandler[] = buildMeetingHandlers();

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
