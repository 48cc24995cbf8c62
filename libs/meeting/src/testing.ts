// Fixtures, MSW handlers and story helpers of the meeting lib, for its own tests and stories
// and for other libs (the shell's route tests can answer the dashboard and rooms with
// meetingHandlers). Page stories get the happy path from their meta
// (`decorators: [withApi(meetingHandlers)]`) and pick a state per story: meetingHandlersEmpty,
// meetingHandlersFailing, meetingHandlersLoading, meetingHandlersLimitReached.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  apiUrl,
  withJsonBody,
  validationError,
  type ApiRoute,
  errorHandler,
  failingRoutes,
  pendingRoutes,
} from '@ruume/api-client/testing';
import {
  API_ERRORS,
  apiErrorBody,
  apiRoutes,
  createMeetingRequestSchema,
  shareMeetingUrlRequestSchema,
  templateFieldsSchema,
  templateMediaError,
  type ApiErrorCode,
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
import type { meetingApi } from './api/meeting-api';

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

type Endpoint = keyof typeof meetingApi.endpoints;

/**
 * The api route of every endpoint of meetingApi (the compiler insists on all of them; saving a
 * template is two routes: create and update).
 */
const routes = {
  meetings: [apiRoutes.meeting.list],
  meetingsWithCustomRoomId: [apiRoutes.meeting.listWithCustomRoomId],
  scheduledMeetings: [apiRoutes.meeting.scheduled],
  meeting: [apiRoutes.meeting.get],
  createRoom: [apiRoutes.meeting.createRoom],
  unsetScheduledTime: [apiRoutes.meeting.unsetScheduledTime],
  deleteMeeting: [apiRoutes.meeting.delete],
  deleteScheduledMeeting: [apiRoutes.meeting.deleteScheduled],
  templates: [apiRoutes.template.list],
  templateCategories: [apiRoutes.template.categories],
  shareMeetingUrl: [apiRoutes.template.shareMeetingUrl],
  saveTemplate: [apiRoutes.template.create, apiRoutes.template.update],
  deleteTemplate: [apiRoutes.template.delete],
} satisfies Record<Endpoint, ApiRoute[]>;

const allRoutes: ApiRoute[] = Object.values(routes).flat();

const noContent = () => new HttpResponse(null, { status: 204 });
const notFound = (what: string) =>
  HttpResponse.json(apiErrorBody('NOT_FOUND', `this ${what} does not exist.`), {
    status: API_ERRORS.NOT_FOUND.status,
  });

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
  form: FormData,
  existing: Template | undefined,
): Template | Response {
  const textFields = Object.fromEntries(
    [...form.entries()].filter(([, value]) => typeof value === 'string'),
  );
  const parsed = templateFieldsSchema.safeParse(textFields);
  if (!parsed.success) return validationError(parsed.error);
  const fields = parsed.data;
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
  const url = (endpoint: Endpoint, index = 0) =>
    apiUrl(routes[endpoint][index].url);
  const findMeeting = (id: unknown) =>
    answers.meetings.find(
      (meeting) => meeting.id === id || meeting.roomId === id,
    );
  const findTemplate = (id: unknown) =>
    answers.templates.find((template) => template.id === id);
  const removeMeeting = ({ params }: { params: Record<string, unknown> }) =>
    findMeeting(params.id) ? noContent() : notFound('meeting');
  const saveTemplate =
    (update: boolean) =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, unknown>;
    }) => {
      const existing = update ? findTemplate(params.id) : undefined;
      if (update && !existing) return notFound('template');
      const saved = savedTemplate(await request.formData(), existing);
      return saved instanceof Response
        ? saved
        : HttpResponse.json(saved, { status: update ? 200 : 201 });
    };
  // First match wins: the lists before meeting/:roomId, which would match them too.
  return [
    http.get(url('meetings'), () => HttpResponse.json(answers.meetings)),
    http.get(url('meetingsWithCustomRoomId'), () =>
      HttpResponse.json(
        answers.meetings.filter((m) => m.customRoomId !== null),
      ),
    ),
    http.get(url('scheduledMeetings'), () =>
      HttpResponse.json(
        answers.meetings.filter((m) => m.scheduledStartTime !== null),
      ),
    ),
    http.get(url('meeting'), ({ params }) => {
      const meeting = answers.meetings.find((m) => m.roomId === params.roomId);
      return meeting ? HttpResponse.json(meeting) : notFound('room');
    }),
    http.post(
      url('createRoom'),
      withJsonBody(createMeetingRequestSchema, (request) => {
        const template = findTemplate(request.templateId);
        if (!template) return notFound('template');
        const customRoomId = request.customRoomId ?? null;
        if (
          customRoomId &&
          answers.meetings.some((m) => m.roomId === customRoomId)
        ) {
          return HttpResponse.json(
            apiErrorBody(
              'CONFLICT',
              'this room id is taken; please choose another',
            ),
            {
              status: API_ERRORS.CONFLICT.status,
            },
          );
        }
        const created: Meeting = {
          id: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8a9b',
          roomId: customRoomId ?? newRoomId,
          name: template.name,
          templateId: template.id,
          metadata: { room: { name: template.name } },
          payments: paymentsOf(template),
          scheduledStartTime: request.scheduledStartTime ?? null,
          scheduledEndTime: request.scheduledEndTime ?? null,
          customRoomId,
        };
        return HttpResponse.json(created, { status: 201 });
      }),
    ),
    http.put(url('unsetScheduledTime'), removeMeeting),
    http.delete(url('deleteScheduledMeeting'), removeMeeting),
    http.delete(url('deleteMeeting'), removeMeeting),
    http.get(url('templates'), () => HttpResponse.json(answers.templates)),
    http.get(url('templateCategories'), () =>
      HttpResponse.json(answers.templateCategories),
    ),
    http.post(
      url('shareMeetingUrl'),
      withJsonBody(
        shareMeetingUrlRequestSchema,
        ({ meetingId }, params: Record<string, unknown>) => {
          if (!findTemplate(params.templateId)) return notFound('template');
          const meeting = findMeeting(meetingId);
          return meeting
            ? HttpResponse.json({
                url: `${meetingLinkOrigin}/m/${meeting.roomId}`,
              })
            : notFound('meeting');
        },
      ),
    ),
    http.post(url('saveTemplate', 0), saveTemplate(false)),
    http.put(url('saveTemplate', 1), saveTemplate(true)),
    http.delete(url('deleteTemplate'), ({ params }) =>
      findTemplate(params.id) ? noContent() : notFound('template'),
    ),
  ];
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
): HttpHandler[] => failingRoutes(allRoutes, error);

export const meetingHandlersFailing: HttpHandler[] = failingMeetingHandlers();

/** No meeting or template call ever answers: the pages stay in their loading state. */
export const meetingHandlersLoading: HttpHandler[] = pendingRoutes(allRoutes);

/** Creating a room answers 429 MEETING_LIMIT_REACHED (SPEC §8's upgrade modal); the rest as usual. */
export const meetingHandlersLimitReached: HttpHandler[] = [
  errorHandler('post', routes.createRoom[0].url, 'MEETING_LIMIT_REACHED'),
  ...meetingHandlers,
];
