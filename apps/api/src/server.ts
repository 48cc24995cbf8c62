import { startLocalJanus } from './adapters/janus/janus-launcher';
import { startLocalCoturn } from './adapters/turn/coturn/coturn-launcher';
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
  /**
   * true (`npm start`): without TURN_URLS, start a local coturn when one is installed (on
   * TURN_LOCAL_ADDRESS), and stop it on close.
   */
  localTurn?: boolean;
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
  localTurn = false,
}: StartServerOptions): Promise<RunningServer> {
  // The database opens while the local Janus and coturn start (each says in its summary when it
  // could not): none of them waits for another.
  const opening = createDatabase(config);
  opening.catch(() => undefined);
  const [janus, turn] = await Promise.all([
    localJanus && config.janusNodes.length === 0
      ? startLocalJanus(
          config.dataDir,
          config.janusIceInterfaces,
          print,
          config.janusLocalNodes,
        )
      : undefined,
    localTurn && !config.turnUrls
      ? startLocalCoturn({
          dataDir: config.dataDir,
          address: config.turnLocalAddress,
          print,
        })
      : undefined,
  ]);
  const stopLocal = async () => {
    if (janus?.nodes) await janus.stop();
    await turn?.coturn?.stop();
  };
  const database = await opening.catch(async (error) => {
    await stopLocal();
    throw error;
  });
  let app: App | undefined;
  try {
    await database.migrate(migrationsFolder);
    app = await buildApp({
      config: {
        ...config,
        ...(janus?.nodes && { janusNodes: janus.nodes }),
        ...(turn?.coturn && {
          turnUrls: turn.coturn.urls,
          turnSecret: turn.coturn.secret,
        }),
      },
      database,
      reportError,
    });
    if (janus?.nodes) app.log.info(janus.summary);
    else if (janus) app.log.warn(janus.summary);
    if (turn?.coturn) app.log.info(turn.summary);
    else if (turn) app.log.warn(turn.summary);
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
        await stopLocal();
      },
    };
  } catch (error) {
    await app?.close();
    await database.close();
    await stopLocal();
    throw error;
  }
}
