import { buildApp, type App } from './app';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import type { ErrorReporter } from './plugins/error-handler';

export interface StartServerOptions {
  config: Config;
  /** The drizzle-kit output folder (src/db/migrations, or migrations beside the bundle). */
  migrationsFolder: string;
  reportError?: ErrorReporter;
}

export interface RunningServer {
  app: App;
  database: Database;
  /** Stops taking requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
}

/** Opens and migrates the database, then serves the app on config.host:config.port. */
export async function startServer({
  config,
  migrationsFolder,
  reportError,
}: StartServerOptions): Promise<RunningServer> {
  const database = await createDatabase(config);
  try {
    await database.migrate(migrationsFolder);
    const app = await buildApp({ config, database, reportError });
    await app.listen({ port: config.port, host: config.host });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
