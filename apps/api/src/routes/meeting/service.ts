import {
  type CreateMeetingRequest,
  type Currency,
  type Meeting,
  MEETING_LIST_MAX_LIMIT,
  type MeetingListQuery,
  type MonetizationDetail,
  type RoomEntry,
  scheduleProblem,
  TIER_MEETINGS_PER_24_HOURS,
} from '@ruume/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import { checkEntryFees, toCents } from '../../core/entry-fee-rules';
import type { UserRow } from '../../core/user-repository';
import { apiError } from '../../http/http-error';
import { decodeCursor, encodeCursor } from './cursor';
import type { InvitationService } from './invitations';
import { toMeeting, toRoomEntry } from './meeting-view';
import {
  createMeetingRepository,
  type MeetingListKind,
  type MeetingRepository,
  type MeetingRow,
} from './repository';
import { generateRoomId } from './room-ids';

export type MeetingService = ReturnType<typeof createMeetingService>;

/** Tries for a free generated room id (a clash among 26^10 ids is all but impossible). */
const ROOM_ID_ATTEMPTS = 5;

/** One page of a list, and the cursor of the next one (null on the last page). */
export interface MeetingPage {
  meetings: Meeting[];
  nextCursor: string | null;
}

/**
 * Hosts' meetings (SPEC §7 Meetings calls): rooms started from their own or stock templates,
 * optionally scheduled and at a custom room id, within the tier's daily creation limit.
 */
/**
 * The new room's entry fees: its own when the request sets them (checked as a template's are),
 * else its template's.
 */
function feesOf(
  user: UserRow,
  template: {
    participantFeeCents: number | null;
    audienceFeeCents: number | null;
    monetizationCurrency: Currency | null;
  },
  own: MonetizationDetail | null | undefined,
) {
  if (own) {
    checkEntryFees(user, own);
    const participantFeeCents = toCents(own.participantFee);
    const audienceFeeCents = toCents(own.audienceFee);
    const charges = participantFeeCents !== null || audienceFeeCents !== null;
    return {
      participantFeeCents,
      audienceFeeCents,
      feeCurrency: charges ? own.currency : null,
    };
  }
  return template.monetizationCurrency
    ? {
        participantFeeCents: template.participantFeeCents,
        audienceFeeCents: template.audienceFeeCents,
        feeCurrency: template.monetizationCurrency,
      }
    : {};
}

export function createMeetingService(deps: {
  core: Core;
  repository: MeetingRepository;
  storage: FileStorage;
  invitations: InvitationService;
}) {
  const { core, repository, storage, invitations } = deps;

  async function create(
    user: UserRow,
    request: CreateMeetingRequest,
  ): Promise<Meeting> {
    const template = await repository.usableTemplate(
      user.id,
      request.templateId,
    );
    if (!template) throw apiError('TEMPLATE_NOT_FOUND');

    const start = request.scheduledStartTime ?? null;
    const end = request.scheduledEndTime ?? null;
    if (start && end) {
      const problem = scheduleProblem(start, end);
      if (problem) {
        throw apiError(
          'VALIDATION_ERROR',
          `${problem.path}: ${problem.message}`,
        );
      }
    }
    const scheduled = start !== null && end !== null;
    const fees = feesOf(user, template, request.monetizationDetail);

    const row = await core.transaction(async ({ db, users }) => {
      const tx = createMeetingRepository(db);
      // The host's row is locked while counting: parallel creations take turns, so they can
      // never pass the limit together.
      const owner = await users.lock(user.id);
      if (!owner) throw apiError('UNAUTHORIZED');
      const made = await tx.creationsInLastDay(user.id);
      if (made >= TIER_MEETINGS_PER_24_HOURS[owner.planTier]) {
        throw apiError('MEETING_LIMIT_REACHED');
      }
      const values = {
        ownerId: user.id,
        templateId: template.id,
        name: template.name,
        ...fees,
        // The room's own copy: deleting the template later takes no protection away.
        passwordHash: template.meetingPasswordHash,
        scheduledStart: scheduled ? new Date(start) : null,
        scheduledEnd: scheduled ? new Date(end) : null,
        timezone: scheduled ? (request.timezone ?? 'UTC') : null,
      };
      let inserted: MeetingRow | null = null;
      if (request.customRoomId) {
        inserted = await tx.insertIfRoomFree({
          ...values,
          roomId: request.customRoomId,
          customRoomId: true,
        });
        if (!inserted) throw apiError('ROOM_ID_TAKEN');
      } else {
        for (let i = 0; i < ROOM_ID_ATTEMPTS && !inserted; i++) {
          inserted = await tx.insertIfRoomFree({
            ...values,
            roomId: generateRoomId(),
          });
        }
        if (!inserted) throw new Error('no free room id after several tries');
      }
      await tx.recordCreation(user.id);
      return inserted;
    });
    return toMeeting(row);
  }

  async function page(
    user: UserRow,
    kind: MeetingListKind,
    query: MeetingListQuery,
  ): Promise<MeetingPage> {
    const limit = query.limit ?? MEETING_LIST_MAX_LIMIT;
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const rows = await repository.page(user.id, kind, after, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({
            at:
              kind === 'scheduled' && last.scheduledStart
                ? last.scheduledStart
                : last.createdAt,
            id: last.id,
          })
        : null;
    return { meetings: shown.map(toMeeting), nextCursor };
  }

  /**
   * Deletes the owner's meeting (only a scheduled one when `onlyScheduled`); its invitees are
   * sent the cancellation once the delete committed.
   */
  async function remove(
    user: UserRow,
    id: string,
    onlyScheduled: boolean,
  ): Promise<void> {
    const { deleted, invited } = await core.transaction(async ({ db }) => {
      const tx = createMeetingRepository(db);
      const row = await tx.owned(user.id, id);
      if (!row || (onlyScheduled && !row.scheduledStart)) {
        throw apiError('MEETING_NOT_FOUND');
      }
      const invitedRows = await tx.invitationsOf(row.id);
      const gone = await tx.delete(user.id, row.id);
      if (!gone) throw apiError('MEETING_NOT_FOUND');
      return { deleted: gone, invited: invitedRows };
    });
    invitations.notifyCancelled(
      deleted,
      user,
      invited,
      deleted.icsSequence + 1,
    );
  }

  return {
    create,
    page,

    /** The public room entry; a blocked host's rooms are gone like deleted ones. */
    async room(roomId: string): Promise<RoomEntry> {
      const found = await repository.room(roomId.toLowerCase());
      if (!found) throw apiError('ROOM_NOT_FOUND');
      return toRoomEntry(found, storage);
    },

    /**
     * Makes the meeting instant again. Its invitees are sent the cancellation (same UID, next
     * SEQUENCE) and their invitations end with it. Unscheduled already: nothing to do.
     */
    async unsetSchedule(user: UserRow, id: string): Promise<void> {
      const change = await core.transaction(async ({ db }) => {
        const tx = createMeetingRepository(db);
        const before = await tx.owned(user.id, id);
        if (!before) throw apiError('MEETING_NOT_FOUND');
        if (!before.scheduledStart) return null;
        const invited = await tx.invitationsOf(before.id);
        const after = await tx.unsetSchedule(user.id, before.id);
        if (!after) return null;
        await tx.deleteInvitationsOf(before.id);
        return { before, after, invited };
      });
      if (change) {
        invitations.notifyCancelled(
          change.before,
          user,
          change.invited,
          change.after.icsSequence,
        );
      }
    },

    delete: (user: UserRow, id: string) => remove(user, id, false),
    deleteScheduled: (user: UserRow, id: string) => remove(user, id, true),
  };
}
