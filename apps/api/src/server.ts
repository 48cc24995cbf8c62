import { startLocalJanus } from './adapters/janus/janus-launcher';
import { buildApp, type App } from './app';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import type { ErrorReporter } from './plugins/error-handler';
import { ensureFirstAdmin } from './routes/admin/first-admin';
import { moveOwnerNamedFiles } from './seed/opaque-file-keys';
import { seedStockTemplates } from './seed/stock-templates';

export interface StartServerOptions {
  config: Config;
  /** The drizzle-kit output folder (src/db/migrations, or migrations beside the bundle). */
  migrationsFolder: string;
  /**
   * The stock templates' media (apps/api/assets/templates, or assets/templates beside the
   * bundle): seeded after the migrations. Unset: no seeding.
   */
  templateMediaFolder?: string;
  reportError?: ErrorReporter;
  /** Where the first admin's password is shown (stdout). */
  print?: (text: string) => void;
  /**
   * true (`npm start`): without JANUS_URL, start a local Janus when one is installed, and stop
   * it on close.
   */
  localJanus?: boolean;
}

export interface RunningServer {
  app: App;
  database: Database;
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds the stock templates, moves files stored under their
 * owner's id to opaque keys, creates the first admin when there are no accounts, then serves the
 * app on config.host:config.port.
 */
export async function startServer({
  config,
  migrationsFolder,
  templateMediaFolder,
  reportError,
  print = (text) => console.log(text),
  localJanus = false,
}: StartServerOptions): Promise<RunningServer> {
  const janus =
    localJanus && config.janusNodes.length === 0
      ? await startLocalJanus(
          config.dataDir,
          config.janusIceInterfaces,
          print,
          config.janusLocalNodes,
        )
      : undefined;
  const stopJanus = async () => {
    if (janus?.nodes) await janus.stop();
  };
  const database = await createDatabase(config).catch(async (error) => {
    await stopJanus();
    throw error;
  });
  let app: App | undefined;
  try {
    await database.migrate(migrationsFolder);
    app = await buildApp({
      config: janus?.nodes ? { ...config, janusNodes: janus.nodes } : config,
      database,
      reportError,
    });
    if (janus?.nodes) app.log.info(janus.summary);
    else if (janus) app.log.warn(janus.summary);
    if (templateMediaFolder) {
      await seedStockTemplates({
        db: database.db,
        storage: app.services.storage,
        mediaFolder: templateMediaFolder,
        log: app.log,
      });
    }
    await moveOwnerNamedFiles({
      db: database.db,
      storage: app.services.storage,
      log: app.log,
    });
    await ensureFirstAdmin({
      config,
      users: app.services.users,
      passwords: app.services.passwords,
      log: app.log,
      print,
    });
    await app.listen({ port: config.port, host: config.host });
    const running = app;
    return {
      app: running,
      database,
      close: async () => {
        await running.close();
        await database.close();
        await stopJanus();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    await stopJanus();
    throw error;
  }
}
