// The room's chat (docs/live-room.md): an occurrence's newest messages, kept to a bound.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { RoomChatMessage } from '@ruume/contracts';
import type { Db } from '../../db/database';
import { roomChatMessages } from '../../db/schema';

const toMessage = (
  row: typeof roomChatMessages.$inferSelect,
): RoomChatMessage => ({
  id: row.id,
  from: row.participantId,
  displayName: row.displayName,
  text: row.text,
  sentAt: row.sentAt.getTime(),
});

export function createChatRepository(db: Db) {
  return {
    /** The newest `limit` messages of the occurrence, oldest first. */
    async chat(
      occurrenceId: string,
      limit: number,
    ): Promise<RoomChatMessage[]> {
      const rows = await db
        .select()
        .from(roomChatMessages)
        .where(eq(roomChatMessages.occurrenceId, occurrenceId))
        .orderBy(desc(roomChatMessages.sentAt), desc(roomChatMessages.id))
        .limit(limit);
      return rows.reverse().map(toMessage);
    },

    /** Stores a message, and forgets those older than the newest `keep`. */
    async addChat(
      occurrenceId: string,
      message: { participantId: string; displayName: string; text: string },
      keep: number,
    ): Promise<RoomChatMessage> {
      const [row] = await db
        .insert(roomChatMessages)
        .values({ occurrenceId, ...message })
        .returning();
      const [cut] = await db
        .select({ sentAt: roomChatMessages.sentAt })
        .from(roomChatMessages)
        .where(eq(roomChatMessages.occurrenceId, occurrenceId))
        .orderBy(desc(roomChatMessages.sentAt))
        .offset(keep)
        .limit(1);
      if (cut) {
        await db
          .delete(roomChatMessages)
          .where(
            and(
              eq(roomChatMessages.occurrenceId, occurrenceId),
              lt(roomChatMessages.sentAt, cut.sentAt),
            ),
          );
      }
      return toMessage(row);
    },
  };
}
