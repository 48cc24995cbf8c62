// The stock templates: seeded by server start from the shipped media, once however often the
// server starts, served by the files route, and corrected when the shipped media changes.
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { isNull } from 'drizzle-orm';
import { templateListSchema } from '@ruume/contracts';
import {
  templateCategories,
  templateCategoryLinks,
  templates,
} from '../../../src/db/schema';
import {
  STOCK_CATEGORIES,
  STOCK_TEMPLATES,
} from '../../../src/seed/stock-templates';
import { type RunningServer, startServer } from '../../../src/server';
import { createUser, PASSWORD } from '../../support/accounts';
import { MIGRATIONS_FOLDER } from '../../support/paths';
import { makeTempDir } from '../../support/pglite-template';
import {
  createTestDatabase,
  FEATURE_DRIVERS,
  type TestDatabase,
} from '../../support/test-database';
import { TEMPLATE_MEDIA_FOLDER } from './template-support';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(FEATURE_DRIVERS)('stock templates (%s)', (driver) => {
  let testDatabase: TestDatabase;
  let mediaFolder: string;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(driver, {
      env: { HOST: '127.0.0.1', PORT: String(await freePort()) },
    });
    // The server opens the database itself.
    await testDatabase.database.close();
    mediaFolder = await makeTempDir('ruume-template-media-');
    await cp(TEMPLATE_MEDIA_FOLDER, mediaFolder, { recursive: true });
  });
  afterAll(async () => {
    await testDatabase.cleanup();
    await rm(mediaFolder, { recursive: true, force: true });
  });

  /** Starts the server, runs `fn` on it, stops it. */
  async function started<T>(fn: (server: RunningServer) => Promise<T>) {
    const server = await startServer({
      config: testDatabase.config,
      migrationsFolder: MIGRATIONS_FOLDER,
      templateMediaFolder: mediaFolder,
      print: () => undefined,
    });
    try {
      return await fn(server);
    } finally {
      await server.close();
    }
  }

  const stockState = async ({ database }: RunningServer) => ({
    templates: await database.db
      .select()
      .from(templates)
      .where(isNull(templates.userId))
      .orderBy(templates.stockKey),
    categories: await database.db
      .select()
      .from(templateCategories)
      .orderBy(templateCategories.id),
    links: await database.db
      .select()
      .from(templateCategoryLinks)
      .orderBy(
        templateCategoryLinks.templateId,
        templateCategoryLinks.categoryId,
      ),
  });

  const base = () => `http://127.0.0.1:${testDatabase.config.port}/api/v1`;

  it('seeds every stock template and category on the first start, and the same rows on the next', async () => {
    const first = await started(async (server) => {
      const state = await stockState(server);
      expect(state.templates.map((row) => row.stockKey)).toEqual(
        STOCK_TEMPLATES.map((stock) => stock.key).sort(),
      );
      expect(state.categories.map((row) => row.id).sort()).toEqual(
        STOCK_CATEGORIES.map((category) => category.id).sort(),
      );
      expect(state.links).toHaveLength(
        STOCK_TEMPLATES.reduce(
          (sum, stock) => sum + stock.categories.length,
          0,
        ),
      );
      for (const row of state.templates) {
        expect(row.fileKey).toMatch(
          new RegExp(
            `^templates/stock/${row.stockKey}-[0-9a-f]{12}\\.(webp|mp4)$`,
          ),
        );
        expect(row).toMatchObject({
          youtubeVideoId: null,
          meetingPasswordHash: null,
          monetizationCurrency: null,
          embeddedLinks: [],
        });
      }
      return state;
    });
    const second = await started(stockState);
    expect(second).toEqual(first);
  });

  it('serves the stock media through the files route, to a signed-in host’s list', async () => {
    await started(async (server) => {
      const user = await createUser({ app: server.app } as never, {
        planTier: 'house',
      });
      const login = await fetch(`${base()}/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
        },
        body: JSON.stringify({ email: user.email, password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const session = login.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
      const list = templateListSchema.parse(
        await (
          await fetch(`${base()}/template/list`, {
            headers: { cookie: session },
          })
        ).json(),
      );
      expect(list.map((template) => template.name)).toEqual(
        STOCK_TEMPLATES.map((stock) => stock.name),
      );
      for (const [index, template] of list.entries()) {
        const stock = STOCK_TEMPLATES[index];
        const url = new URL(template.fileUrl ?? '');
        const served = await fetch(
          `${base()}${url.pathname.replace('/api/v1', '')}`,
        );
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(
          stock.mediaType === 'image' ? 'image/webp' : 'video/mp4',
        );
        expect(Buffer.from(await served.arrayBuffer())).toEqual(
          await readFile(join(TEMPLATE_MEDIA_FOLDER, stock.file)),
        );
        expect(template).toMatchObject({
          isStock: true,
          mediaType: stock.mediaType,
          description: stock.description,
        });
      }
    });
  });

  it('moves a stock template to remade media under a new key, deleting the old file', async () => {
    const stock = STOCK_TEMPLATES[0];
    const before = await started(stockState);
    const old = before.templates.find((row) => row.stockKey === stock.key);
    const remade = Buffer.concat([
      await readFile(join(mediaFolder, stock.file)),
      Buffer.from('remade'),
    ]);
    await writeFile(join(mediaFolder, stock.file), remade);
    await started(async (server) => {
      const after = await stockState(server);
      const row = after.templates.find((r) => r.stockKey === stock.key);
      expect(row?.id).toBe(old?.id);
      expect(row?.fileKey).not.toBe(old?.fileKey);
      expect(
        await server.app.services.storage.get(old?.fileKey ?? ''),
      ).toBeNull();
      const stored = await server.app.services.storage.get(row?.fileKey ?? '');
      stored?.body.destroy();
      expect(stored?.size).toBe(remade.length);
      // Only that template changed.
      expect(after.templates.filter((r) => r.stockKey !== stock.key)).toEqual(
        before.templates.filter((r) => r.stockKey !== stock.key),
      );
    });
  });
});
