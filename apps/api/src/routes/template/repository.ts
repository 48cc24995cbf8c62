import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  meetings,
  templateCategories,
  templateCategoryLinks,
  templates,
} from '../../db/schema';

export type TemplateRow = typeof templates.$inferSelect;
export type NewTemplate = typeof templates.$inferInsert;
export type TemplateChanges = Partial<
  Omit<NewTemplate, 'id' | 'userId' | 'stockKey' | 'createdAt'>
>;
export type CategoryRow = typeof templateCategories.$inferSelect;
export type TemplateRepository = ReturnType<typeof createTemplateRepository>;

/**
 * The most templates one list answers: a host's own (newest first) up to this many, then every
 * stock template. The list is a plain array (SPEC §7); nobody edits hundreds of templates.
 */
export const TEMPLATE_LIST_MAX = 200;

/** Template rows and their categories. Takes a transaction where writes must commit together. */
export function createTemplateRepository(db: Db) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    /** The user's own templates, newest first, then the stock ones (caller orders those). */
    async visibleTo(userId: string): Promise<TemplateRow[]> {
      const own = await db
        .select()
        .from(templates)
        .where(eq(templates.userId, userId))
        .orderBy(desc(templates.createdAt), desc(templates.id))
        .limit(TEMPLATE_LIST_MAX);
      const stock = await db
        .select()
        .from(templates)
        .where(isNull(templates.userId));
      return [...own, ...stock];
    },

    /** The template if the user may use it (their own or a stock one); null otherwise. */
    async visible(userId: string, id: string): Promise<TemplateRow | null> {
      return first(
        await db
          .select()
          .from(templates)
          .where(
            and(
              eq(templates.id, id),
              or(eq(templates.userId, userId), isNull(templates.userId)),
            ),
          ),
      );
    },

    async insert(values: NewTemplate): Promise<TemplateRow> {
      const [row] = await db.insert(templates).values(values).returning();
      return row;
    },

    /**
     * A new password is written to the template's rooms too (each keeps its own copy, so that
     * deleting the template leaves them protected): call within a transaction.
     */
    async update(
      userId: string,
      id: string,
      changes: TemplateChanges,
    ): Promise<TemplateRow | null> {
      const updated = first(
        await db
          .update(templates)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(templates.id, id), eq(templates.userId, userId)))
          .returning(),
      );
      if (updated && changes.meetingPasswordHash !== undefined) {
        await db
          .update(meetings)
          .set({ passwordHash: changes.meetingPasswordHash })
          .where(eq(meetings.templateId, id));
      }
      return updated;
    },

    async delete(userId: string, id: string): Promise<TemplateRow | null> {
      return first(
        await db
          .delete(templates)
          .where(and(eq(templates.id, id), eq(templates.userId, userId)))
          .returning(),
      );
    },

    /** Every file key of the user's templates (account deletion takes them along). */
    async fileKeysOf(userId: string): Promise<string[]> {
      const rows = await db
        .select({ fileKey: templates.fileKey })
        .from(templates)
        .where(eq(templates.userId, userId));
      return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    },

    categories: (): Promise<CategoryRow[]> =>
      db
        .select()
        .from(templateCategories)
        .orderBy(asc(templateCategories.sortOrder), asc(templateCategories.id)),

    /** Category ids of each template given. */
    async categoryIdsOf(templateIds: string[]): Promise<Map<string, string[]>> {
      const byTemplate = new Map<string, string[]>();
      if (templateIds.length === 0) return byTemplate;
      const rows = await db
        .select()
        .from(templateCategoryLinks)
        .where(inArray(templateCategoryLinks.templateId, templateIds));
      for (const row of rows) {
        byTemplate.set(row.templateId, [
          ...(byTemplate.get(row.templateId) ?? []),
          row.categoryId,
        ]);
      }
      return byTemplate;
    },

    /** Files the template under exactly these categories. */
    async setCategories(templateId: string, categoryIds: string[]) {
      await db
        .delete(templateCategoryLinks)
        .where(eq(templateCategoryLinks.templateId, templateId));
      if (categoryIds.length === 0) return;
      await db
        .insert(templateCategoryLinks)
        .values(categoryIds.map((categoryId) => ({ templateId, categoryId })))
        .onConflictDoNothing();
    },

    /** The room id of the user's meeting with that id; null for anyone else's. */
    async roomIdOfOwnMeeting(
      userId: string,
      meetingId: string,
    ): Promise<string | null> {
      const row = first(
        await db
          .select({ roomId: meetings.roomId })
          .from(meetings)
          .where(and(eq(meetings.id, meetingId), eq(meetings.ownerId, userId))),
      );
      return row?.roomId ?? null;
    },
  };
}
