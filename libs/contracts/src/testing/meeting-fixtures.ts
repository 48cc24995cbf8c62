// The rooms of the fixtures, shared by the meeting and room libs' tests and stories: template
// categories, four templates (inline backgrounds, so no file server is needed), the host's
// four meetings, and the public room entry of each (GET meeting/{roomId}) as the api builds it.
import type { Meeting, RoomEntry } from '../meeting/meeting';
import type { Template, TemplateCategory } from '../template/template';
import { youtubeVideoIdOf } from '../template/template-media';
import { TIER_FEATURES } from '../tiers/tier-features';

export const templateCategories: TemplateCategory[] = [
  { id: 'cat_business', name: 'business' },
  { id: 'cat_education', name: 'education' },
  { id: 'cat_social', name: 'social' },
];

export const buildTemplate = (overrides: Partial<Template> = {}): Template => ({
  id: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  templateType: 'meeting',
  name: 'team standup',
  description: 'a quick daily check-in',
  mediaType: 'image',
  fileUrl: 'templates/e1f2a3b4/background.jpg',
  youtubeLink: null,
  embeddedLinks: [{ title: 'agenda', url: 'https://docs.example.com/agenda' }],
  monetizationDetail: null,
  meetingPassword: null,
  categories: [templateCategories[0]],
  ...overrides,
});

export const buildMeeting = (overrides: Partial<Meeting> = {}): Meeting => ({
  id: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  roomId: 'k3x9p2m7qa',
  name: 'team standup',
  templateId: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
  metadata: { room: { name: 'team standup' } },
  payments: [],
  scheduledStartTime: null,
  scheduledEndTime: null,
  customRoomId: null,
  timezone: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  ...overrides,
});

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
export const scheduledMeeting: Meeting = buildMeeting({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  roomId: 'jane-office-hours',
  name: 'office hours',
  templateId: officeHoursTemplate.id,
  customRoomId: 'jane-office-hours',
  scheduledStartTime: '2025-04-01T16:00:00.000Z',
  scheduledEndTime: '2025-04-01T17:00:00.000Z',
  timezone: 'America/Toronto',
  payments: [{ type: 'participant', amount: 15, currency: 'usd' }],
});

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
