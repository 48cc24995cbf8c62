import {
  appUrl,
  type InvitationConfirmation,
  type MeetingInvitation,
  MEETING_INVITATIONS_PER_24_HOURS,
  paths,
  withQuery,
} from '@ruume/contracts';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Core } from '../../core';
import { hashToken, newToken } from '../../core/session-service';
import type { UserRow } from '../../core/user-repository';
import { apiError } from '../../http/http-error';
import { calendarFile } from './ics';
import {
  cancellationMail,
  invitationMail,
  type ScheduledMeeting,
} from './invitation-mails';
import { hostName } from '../../core/public-name';
import {
  createMeetingRepository,
  type InvitationRow,
  type MeetingRepository,
  type MeetingRow,
} from './repository';

export type InvitationService = ReturnType<typeof createInvitationService>;

const toInvitation = (row: InvitationRow): MeetingInvitation => ({
  id: row.id,
  email: row.email,
  invitedAt: row.createdAt.toISOString(),
  confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
});

type Host = Pick<
  UserRow,
  'email' | 'firstName' | 'lastName' | 'displayFirstNameOnly'
>;

/**
 * Invitations to scheduled meetings: mailed with an .ics (METHOD:REQUEST) and a confirm link
 * whose token is stored hashed; cancelled (METHOD:CANCEL, same UID, next SEQUENCE) when the
 * host removes the schedule or deletes the meeting.
 */
export function createInvitationService(deps: {
  core: Core;
  repository: MeetingRepository;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { core, repository, mailer, publicUrl } = deps;
  const uidDomain = new URL(publicUrl).hostname || 'ruume';

  const roomUrl = (roomId: string) => appUrl(publicUrl, paths.room(roomId));

  /** The meeting as its calendar event; null without a schedule. */
  const scheduled = (
    row: MeetingRow,
    host: Host,
    sequence = row.icsSequence,
  ): ScheduledMeeting | null =>
    row.scheduledStart && row.scheduledEnd && row.timezone
      ? {
          uid: `meeting-${row.id}@${uidDomain}`,
          sequence,
          name: row.name,
          start: row.scheduledStart,
          end: row.scheduledEnd,
          timezone: row.timezone,
          roomUrl: roomUrl(row.roomId),
          host: { name: hostName(host), email: host.email },
        }
      : null;

  const mustOwn = async (host: UserRow, id: string) => {
    const row = await repository.owned(host.id, id);
    if (!row) throw apiError('MEETING_NOT_FOUND');
    return row;
  };

  return {
    async list(host: UserRow, meetingId: string): Promise<MeetingInvitation[]> {
      const row = await mustOwn(host, meetingId);
      return (await repository.invitationsOf(row.id)).map(toInvitation);
    },

    /**
     * Invites the addresses not invited yet and mails each one; everyone invited is answered.
     * The daily cap is checked with the host locked, so parallel calls cannot pass it together.
     */
    async invite(
      host: UserRow,
      meetingId: string,
      emails: string[],
    ): Promise<MeetingInvitation[]> {
      const row = await mustOwn(host, meetingId);
      const event = scheduled(row, host);
      if (!event) throw apiError('MEETING_NOT_SCHEDULED');
      if (event.end.getTime() <= Date.now()) throw apiError('MEETING_ENDED');

      const sent = await core.transaction(async ({ db, users }) => {
        const tx = createMeetingRepository(db);
        // The host's row is locked while counting (as creations do).
        if (!(await users.lock(host.id))) throw apiError('UNAUTHORIZED');
        const known = new Set(
          (await tx.invitationsOf(row.id)).map(
            (invitation) => invitation.email,
          ),
        );
        const fresh = emails
          .filter((email) => !known.has(email))
          .map((email) => ({ email, token: newToken() }));
        const used = await tx.invitationsInLastDay(host.id);
        if (used + fresh.length > MEETING_INVITATIONS_PER_24_HOURS) {
          throw apiError('INVITATION_LIMIT_REACHED');
        }
        const added = await tx.addInvitations(
          row.id,
          fresh.map(({ email, token }) => ({
            email,
            tokenHash: hashToken(token),
          })),
        );
        const addedEmails = new Set(
          added.map((invitation) => invitation.email),
        );
        return fresh.filter(({ email }) => addedEmails.has(email));
      });

      for (const { email, token } of sent) {
        const confirmUrl = appUrl(
          publicUrl,
          withQuery(paths.invitation.confirm, { token }),
        );
        mailer.sendInBackground(invitationMail(event, email, confirmUrl));
      }
      return (await repository.invitationsOf(row.id)).map(toInvitation);
    },

    /** The confirm link: marks the invitation once (again: same answer); ended meetings 410. */
    async confirm(token: string): Promise<InvitationConfirmation> {
      const found = await repository.invitationByTokenHash(hashToken(token));
      const meeting = found?.meeting;
      if (
        !found ||
        !meeting?.scheduledStart ||
        !meeting.scheduledEnd ||
        !meeting.timezone
      ) {
        throw apiError('INVITATION_NOT_FOUND');
      }
      if (meeting.scheduledEnd.getTime() <= Date.now()) {
        throw apiError('INVITATION_EXPIRED');
      }
      const confirmed = await repository.confirm(found.invitation.id);
      if (!confirmed?.confirmedAt) throw apiError('INVITATION_NOT_FOUND');
      return {
        email: confirmed.email,
        meeting: {
          roomId: meeting.roomId,
          name: meeting.name,
          scheduledStartTime: meeting.scheduledStart.toISOString(),
          scheduledEndTime: meeting.scheduledEnd.toISOString(),
          timezone: meeting.timezone,
        },
        confirmedAt: confirmed.confirmedAt.toISOString(),
      };
    },

    /**
     * Tells the invitees of a schedule that is going away (`before`: the meeting as it was;
     * `sequence`: the one the change raised to). Nothing for meetings already over.
     */
    notifyCancelled(
      before: MeetingRow,
      host: Host,
      invitations: InvitationRow[],
      sequence: number,
    ): void {
      const event = scheduled(before, host, sequence);
      if (!event || event.end.getTime() <= Date.now()) return;
      for (const invitation of invitations) {
        mailer.sendInBackground(cancellationMail(event, invitation.email));
      }
    },

    /** The host's own copy of a scheduled meeting (add to calendar): METHOD:PUBLISH. */
    async calendar(
      host: UserRow,
      meetingId: string,
    ): Promise<{ fileName: string; content: string }> {
      const row = await mustOwn(host, meetingId);
      const event = scheduled(row, host);
      if (!event) throw apiError('MEETING_NOT_SCHEDULED');
      return {
        fileName: `${row.roomId}.ics`,
        content: calendarFile({
          method: 'PUBLISH',
          uid: event.uid,
          sequence: event.sequence,
          start: event.start,
          end: event.end,
          timezone: event.timezone,
          summary: event.name,
          description: `join the room: ${event.roomUrl}`,
          url: event.roomUrl,
          organizer: event.host,
          stamp: new Date(),
        }),
      };
    },
  };
}
