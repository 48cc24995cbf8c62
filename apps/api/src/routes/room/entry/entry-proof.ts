// Proof that whoever enters a paid room holds the payer's email (docs/live-room.md "Paid
// entry"): a signed entry pass (the receipt's link, the checkout's way back, then this browser's
// cookie), or a one-time code mailed to the email typed in the lobby.
import { createHash, randomInt } from 'node:crypto';
import { PRODUCT_NAME } from '@ruume/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { composeMail } from '../../../adapters/mail/layout';
import type { Mailer } from '../../../adapters/mail/mailer';
import type { SignedTokens } from '../../../core/signed-tokens';
import type { Db } from '../../../db/database';
import { roomEntryCodes } from '../../../db/schema';
import { apiError } from '../../../http/http-error';
import { attemptsSoFar, countAttempt } from '../../../plugins/rate-limit';

export const ENTRY_PASS_PURPOSE = 'room-entry-pass';
/** An entry pass lasts as long as a payer may come back: a year. */
export const ENTRY_PASS_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** This browser's entry pass, kept under the room's own path once it got in. */
export const ENTRY_PASS_COOKIE = 'ruume_room_entry';

/** A mailed code works once, for this long, and survives this many wrong tries. */
export const ENTRY_CODE_TTL_MS = 15 * 60 * 1000;
export const ENTRY_CODE_MAX_WRONG = 5;
/** Codes mailed per room and email, and wrong codes per client address, per window. */
export const ENTRY_CODE_MAILS = { max: 3, windowMs: 15 * 60 * 1000 };
export const ENTRY_CODE_GUESSES = { max: 20, windowMs: 15 * 60 * 1000 };

const passSchema = z.object({
  meetingId: z.string().min(1),
  email: z.string().min(1),
});

const hashCode = (meetingId: string, email: string, code: string) =>
  createHash('sha256').update(`${meetingId}\n${email}\n${code}`).digest('hex');

export type EntryProof = ReturnType<typeof createEntryProof>;

export function createEntryProof(deps: {
  db: Db;
  signedTokens: SignedTokens;
  mailer: Mailer;
}) {
  const { db, signedTokens, mailer } = deps;
  const live = (meetingId: string, email: string) =>
    and(
      eq(roomEntryCodes.meetingId, meetingId),
      eq(roomEntryCodes.email, email),
      isNull(roomEntryCodes.usedAt),
      gt(roomEntryCodes.expiresAt, sql`now()`),
      lt(roomEntryCodes.wrongTries, ENTRY_CODE_MAX_WRONG),
    );

  return {
    /** A pass for this meeting and (lower-case) email; it opens the room once the email paid. */
    pass: (meetingId: string, email: string): Promise<string> =>
      signedTokens.sign(
        ENTRY_PASS_PURPOSE,
        { meetingId, email },
        ENTRY_PASS_TTL_MS,
      ),

    /** The email a genuine, unexpired pass for this meeting was made for; null otherwise. */
    async emailOfPass(meetingId: string, pass: string): Promise<string | null> {
      const payload = passSchema.safeParse(
        await signedTokens.verify(ENTRY_PASS_PURPOSE, pass),
      );
      return payload.success && payload.data.meetingId === meetingId
        ? payload.data.email
        : null;
    },

    /** Mails a new code to the email (429 past the limit); earlier codes stay valid. */
    async sendCode(
      room: { meetingId: string; name: string; url: string },
      email: string,
    ): Promise<void> {
      const mails = await countAttempt(
        db,
        `room-entry-code|${room.meetingId}|${email}`,
        ENTRY_CODE_MAILS.windowMs,
      );
      if (mails.current > ENTRY_CODE_MAILS.max) throw apiError('RATE_LIMITED');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.insert(roomEntryCodes).values({
        meetingId: room.meetingId,
        email,
        codeHash: hashCode(room.meetingId, email, code),
        expiresAt: new Date(Date.now() + ENTRY_CODE_TTL_MS),
      });
      mailer.sendInBackground(
        composeMail({
          to: email,
          subject: `your ${PRODUCT_NAME} code for ${room.name}: ${code}`,
          greeting: 'hi,',
          lines: [
            `someone, hopefully you, asked to join "${room.name}" with this email address, which paid its entry fee.`,
            `your code is ${code}. enter it in the room's lobby: it works once, for 15 minutes.`,
          ],
          action: { label: 'open the room', url: room.url },
          after: [
            'if it was not you, ignore this mail: nobody gets in without the code.',
          ],
        }),
      );
    },

    /**
     * Uses the latest live code of this room and email when `code` is it; a wrong code counts
     * against it (and against the client address). 403 ROOM_ENTRY_CODE_WRONG otherwise.
     */
    async useCode(
      meetingId: string,
      email: string,
      code: string,
      ip: string,
    ): Promise<void> {
      const guesses = `room-entry-guess|${ip}`;
      // Past the limit even the right code waits, or guessing would go on regardless.
      if ((await attemptsSoFar(db, guesses)) >= ENTRY_CODE_GUESSES.max)
        throw apiError('RATE_LIMITED');
      const [latest] = await db
        .select()
        .from(roomEntryCodes)
        .where(live(meetingId, email))
        .orderBy(desc(roomEntryCodes.createdAt))
        .limit(1);
      if (latest?.codeHash === hashCode(meetingId, email, code)) {
        const used = await db
          .update(roomEntryCodes)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(roomEntryCodes.id, latest.id),
              isNull(roomEntryCodes.usedAt),
            ),
          )
          .returning({ id: roomEntryCodes.id });
        if (used.length > 0) return;
      }
      if (latest)
        await db
          .update(roomEntryCodes)
          .set({ wrongTries: sql`${roomEntryCodes.wrongTries} + 1` })
          .where(eq(roomEntryCodes.id, latest.id));
      await countAttempt(db, guesses, ENTRY_CODE_GUESSES.windowMs);
      throw apiError('ROOM_ENTRY_CODE_WRONG');
    },
  };
}
