// The stock templates and categories every host starts from, with the media shipped in
// apps/api/assets/templates (made by tools/assets/make-template-media.mjs). Seeded at every
// start, after the migrations: idempotent, and safe when instances start side by side.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { EmbeddedLink, MediaType } from '@ruume/contracts';
import { and, eq, inArray, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db } from '../db/database';
import {
  templateCategories,
  templateCategoryLinks,
  templates,
} from '../db/schema';

export const STOCK_CATEGORIES = [
  { id: 'work', name: 'work', sortOrder: 1 },
  { id: 'education', name: 'education', sortOrder: 2 },
  { id: 'social', name: 'social', sortOrder: 3 },
  { id: 'events', name: 'events', sortOrder: 4 },
] as const;
type CategoryId = (typeof STOCK_CATEGORIES)[number]['id'];

export interface StockTemplate {
  /** Names the row across starts (templates.stock_key) and the media file. */
  key: string;
  name: string;
  description: string;
  mediaType: MediaType;
  /** A file of the media folder. */
  file: string;
  categories: CategoryId[];
}

/** In the order the template list shows them. */
export const STOCK_TEMPLATES: readonly StockTemplate[] = [
  {
    key: 'daily-standup',
    name: 'daily standup',
    description: 'a calm blue room for quick team check-ins.',
    mediaType: 'image',
    file: 'daily-standup.webp',
    categories: ['work'],
  },
  {
    key: 'focus-flow',
    name: 'focus flow',
    description: 'slowly drifting blue light for deep-work sessions.',
    mediaType: 'video',
    file: 'focus-flow.mp4',
    categories: ['work'],
  },
  {
    key: 'office-hours',
    name: 'office hours',
    description: 'warm light for drop-in questions and one-to-ones.',
    mediaType: 'image',
    file: 'office-hours.webp',
    categories: ['work', 'education'],
  },
  {
    key: 'classroom',
    name: 'classroom',
    description: 'a fresh green room for lessons and study groups.',
    mediaType: 'image',
    file: 'classroom.webp',
    categories: ['education'],
  },
  {
    key: 'workshop',
    name: 'workshop',
    description: 'a bright room for hands-on sessions and demos.',
    mediaType: 'image',
    file: 'workshop.webp',
    categories: ['education', 'events'],
  },
  {
    key: 'friends-hangout',
    name: 'friends hangout',
    description: 'soft pinks and purples for catching up.',
    mediaType: 'image',
    file: 'friends-hangout.webp',
    categories: ['social'],
  },
  {
    key: 'launch-party',
    name: 'launch party',
    description: 'reds and golds for launches and celebrations.',
    mediaType: 'image',
    file: 'launch-party.webp',
    categories: ['events', 'social'],
  },
  {
    key: 'evening-glow',
    name: 'evening glow',
    description: 'a glowing sunset loop for evening events.',
    mediaType: 'video',
    file: 'evening-glow.mp4',
    categories: ['events', 'social'],
  },
];

/** Where a stock template sits in the list; unknown (retired) keys last. */
export const stockOrder = (key: string | null): number => {
  const index = STOCK_TEMPLATES.findIndex((stock) => stock.key === key);
  return index === -1 ? STOCK_TEMPLATES.length : index;
};

/** Every stock template is a room of this type. */
export const STOCK_TEMPLATE_TYPE = 'meeting';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/**
 * The storage key of a media file: its content's hash is in the name, so remade media gets a
 * new key (stored files are cached for good and never change under a key).
 */
export function stockMediaKey(stock: StockTemplate, data: Buffer): string {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 12);
  return `templates/stock/${stock.key}-${hash}${extname(stock.file)}`;
}

async function ensureStored(storage: FileStorage, key: string, data: Buffer) {
  const present = await storage.get(key);
  if (present) {
    present.body.destroy();
    return;
  }
  const type = CONTENT_TYPES[extname(key)] ?? 'application/octet-stream';
  await storage.put(key, data, type);
}

const sameLinks = (a: string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Makes the stock categories and templates what STOCK_TEMPLATES says: stores missing media,
 * inserts or corrects rows, files them under their categories, and removes retired stock
 * templates with their media. Reads what is there in three queries and writes only what
 * differs: an unchanged database (every start but the first) gets no write.
 */
export async function seedStockTemplates(deps: {
  db: Db;
  storage: FileStorage;
  mediaFolder: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, storage, mediaFolder, log } = deps;
  const categories = new Map(
    (await db.select().from(templateCategories)).map((row) => [row.id, row]),
  );
  for (const category of STOCK_CATEGORIES) {
    const row = categories.get(category.id);
    if (row?.name === category.name && row.sortOrder === category.sortOrder)
      continue;
    await db
      .insert(templateCategories)
      .values(category)
      .onConflictDoUpdate({
        target: templateCategories.id,
        set: { name: category.name, sortOrder: category.sortOrder },
      });
  }

  const stockRows = new Map(
    (
      await db.select().from(templates).where(isNotNull(templates.stockKey))
    ).map((row) => [row.stockKey, row]),
  );
  const linksOf = new Map<string, string[]>();
  for (const link of await db
    .select()
    .from(templateCategoryLinks)
    .where(
      inArray(
        templateCategoryLinks.templateId,
        [...stockRows.values()].map((row) => row.id),
      ),
    )) {
    linksOf.set(link.templateId, [
      ...(linksOf.get(link.templateId) ?? []),
      link.categoryId,
    ]);
  }

  const replacedKeys: string[] = [];
  for (const stock of STOCK_TEMPLATES) {
    const data = await readFile(join(mediaFolder, stock.file));
    const fileKey = stockMediaKey(stock, data);
    await ensureStored(storage, fileKey, data);
    const wanted = {
      templateType: STOCK_TEMPLATE_TYPE,
      name: stock.name,
      description: stock.description,
      mediaType: stock.mediaType,
      fileKey,
      youtubeVideoId: null,
      embeddedLinks: [] as EmbeddedLink[],
      participantFeeCents: null,
      audienceFeeCents: null,
      monetizationCurrency: null,
      meetingPasswordHash: null,
    };
    let row = stockRows.get(stock.key);
    if (!row) {
      // Another instance starting beside this one may have inserted it since the read.
      await db
        .insert(templates)
        .values({ ...wanted, stockKey: stock.key })
        .onConflictDoNothing({ target: templates.stockKey });
      [row] = await db
        .select()
        .from(templates)
        .where(eq(templates.stockKey, stock.key));
    }
    const current = row;
    const changed = (Object.keys(wanted) as Array<keyof typeof wanted>).some(
      (column) =>
        JSON.stringify(current[column]) !== JSON.stringify(wanted[column]),
    );
    if (changed) {
      await db
        .update(templates)
        .set({ ...wanted, updatedAt: new Date() })
        .where(eq(templates.id, row.id));
      if (row.fileKey && row.fileKey !== fileKey)
        replacedKeys.push(row.fileKey);
    }
    if (!sameLinks(linksOf.get(row.id) ?? [], stock.categories)) {
      await db
        .delete(templateCategoryLinks)
        .where(eq(templateCategoryLinks.templateId, row.id));
      await db
        .insert(templateCategoryLinks)
        .values(
          stock.categories.map((categoryId) => ({
            templateId: row.id,
            categoryId,
          })),
        )
        .onConflictDoNothing();
    }
  }

  const retired = await db
    .delete(templates)
    .where(
      and(
        isNull(templates.userId),
        isNotNull(templates.stockKey),
        notInArray(
          templates.stockKey,
          STOCK_TEMPLATES.map((stock) => stock.key),
        ),
      ),
    )
    .returning({ fileKey: templates.fileKey });
  replacedKeys.push(...retired.flatMap((row) => row.fileKey ?? []));
  // A category no stock template uses any more stays: hosts' templates may be filed there.
  for (const key of replacedKeys) {
    await storage.delete(key).catch((error: unknown) => {
      log.warn({ err: error, key }, 'replaced stock media not deleted');
    });
  }
  if (replacedKeys.length > 0 || retired.length > 0) {
    log.info(
      { replaced: replacedKeys.length, retired: retired.length },
      'stock templates updated',
    );
  }
}
