// A paid room's door (docs/live-room.md, "Paid entry"; docs/audience.md): what entering costs to
// take part or to watch, whether an email paid it, and the proof that the caller holds that
// email. One sales module keeps the payments (sales/service.ts).
import type { JoinRoomRequest, RoomEntryMode } from '@ruume/contracts';
import { apiError } from '../../../http/http-error';
import type { SalesService } from '../../sales/service';
import type { EntryProof } from './entry-proof';
import type { RoomRecord } from '../repository';
import type { Caller } from '../service';

const lower = (email: string) => email.trim().toLowerCase();

export function createPaidEntry(deps: {
  sales: SalesService;
  entryProof: EntryProof;
  roomUrl: (room: RoomRecord) => string;
}) {
  const { sales, entryProof, roomUrl } = deps;

  /** What entering costs: to take part (the participant fee) or to watch (the audience fee). */
  const fee = (room: RoomRecord, mode: RoomEntryMode = 'participant') => {
    const { feeCurrency: currency } = room.meeting;
    const amount =
      mode === 'participant'
        ? room.meeting.participantFeeCents
        : room.meeting.audienceFeeCents;
    return amount !== null && currency ? { amount, currency } : null;
  };

  /** A paid participant may also watch; watching does not pay for taking part. */
  const hasPaid = async (
    room: RoomRecord,
    email: string,
    mode: RoomEntryMode = 'participant',
  ) =>
    (await sales.hasBought('room-entry', room.meeting.id, email)) ||
    (mode === 'audience' &&
      (await sales.hasBought('audience-entry', room.meeting.id, email)));

  /**
   * The fee is paid and the caller holds the payer's email (docs/live-room.md "Paid entry"): a
   * pass (the receipt's link, the checkout's way back), this browser's pass, the signed-in
   * account's own email, or a typed email confirmed by the code mailed to it. Answers the pass
   * this browser should keep when it just proved it; throws the refusal otherwise.
   */
  async function check(
    room: RoomRecord,
    request: JoinRoomRequest,
    caller: Caller,
    mode: RoomEntryMode,
  ): Promise<string | null> {
    const meetingId = room.meeting.id;
    const unpaid =
      mode === 'audience'
        ? 'ROOM_AUDIENCE_PAYMENT_REQUIRED'
        : 'ROOM_PAYMENT_REQUIRED';
    const paid = (email: string) => hasPaid(room, email, mode);
    if (request.entryToken) {
      const email = await entryProof.emailOfPass(meetingId, request.entryToken);
      if (!email) throw apiError('ROOM_ENTRY_LINK_INVALID');
      if (!(await paid(email))) throw apiError(unpaid);
      return entryProof.pass(meetingId, email);
    }
    if (caller.entryPass) {
      const email = await entryProof.emailOfPass(meetingId, caller.entryPass);
      if (email && (await paid(email))) return null;
    }
    const typed = request.email ? lower(request.email) : null;
    const own = caller.user ? lower(caller.user.email) : null;
    if (own && (typed === null || typed === own) && (await paid(own)))
      return null;
    if (!typed || !(await paid(typed))) throw apiError(unpaid);
    if (!request.entryCode) {
      await entryProof.sendCode(
        { meetingId, name: room.meeting.name, url: roomUrl(room) },
        typed,
      );
      throw apiError('ROOM_ENTRY_CODE_REQUIRED');
    }
    await entryProof.useCode(meetingId, typed, request.entryCode, caller.ip);
    return entryProof.pass(meetingId, typed);
  }

  return { fee, hasPaid, check };
}
