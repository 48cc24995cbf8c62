import {
  type Meeting,
  type MeetingPayment,
  type RoomEntry,
  TIER_FEATURES,
} from '@ruume/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { MeetingRow, RoomHost, TemplateRow } from './repository';
import { hostName } from '../../core/public-name';

// How meeting rows are shown: to their host (SPEC's meeting) and to anyone with the link (the
// room entry).

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A meeting's entry fees, from the cents copied off its template. */
export function paymentsOf(
  row: Pick<
    MeetingRow,
    'participantFeeCents' | 'audienceFeeCents' | 'feeCurrency'
  >,
): MeetingPayment[] {
  const currency = row.feeCurrency;
  if (!currency) return [];
  const fee = (type: MeetingPayment['type'], cents: number | null) =>
    cents === null ? [] : [{ type, amount: cents / 100, currency }];
  return [
    ...fee('participant', row.participantFeeCents),
    ...fee('audience', row.audienceFeeCents),
  ];
}

export const toMeeting = (row: MeetingRow): Meeting => ({
  id: row.id,
  roomId: row.roomId,
  name: row.name,
  templateId: row.templateId,
  metadata: { room: { name: row.name } },
  payments: paymentsOf(row),
  scheduledStartTime: iso(row.scheduledStart),
  scheduledEndTime: iso(row.scheduledEnd),
  customRoomId: row.customRoomId ? row.roomId : null,
  timezone: row.timezone,
  createdAt: row.createdAt.toISOString(),
});

/** The public room entry: nothing but what a guest holding the link may see. */
export function toRoomEntry(
  found: { meeting: MeetingRow; template: TemplateRow | null; host: RoomHost },
  storage: FileStorage,
): RoomEntry {
  const { meeting, template, host } = found;
  const features = TIER_FEATURES[host.planTier];
  return {
    roomId: meeting.roomId,
    name: meeting.name,
    host: {
      displayName: hostName(host),
      avatarUrl: host.profilePicKey ? storage.url(host.profilePicKey) : null,
      avatarBackgroundColor: host.avatarBackgroundColor,
      avatarTextColor: host.avatarTextColor,
    },
    background: template
      ? {
          mediaType: template.mediaType,
          fileUrl: template.fileKey ? storage.url(template.fileKey) : null,
          youtubeVideoId: template.youtubeVideoId,
        }
      : null,
    // A downgraded host keeps their template, but the room shows what the tier allows.
    embeddedLinks: (template?.embeddedLinks ?? []).slice(
      0,
      features.embeddedLinks,
    ),
    passwordRequired: meeting.passwordHash !== null,
    payments: paymentsOf(meeting),
    limits: {
      participants: features.participants,
      audience: features.audience,
    },
    scheduledStartTime: iso(meeting.scheduledStart),
    scheduledEndTime: iso(meeting.scheduledEnd),
    timezone: meeting.timezone,
  };
}
