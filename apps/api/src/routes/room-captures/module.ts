import { resolve, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Config } from '../../config';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { composeCaptureJob, type RecordingLibrary } from './compose-job';
import { createCaptureRepository } from './repository';
import { captureRoutes } from './index';
import { createCaptureService } from './service';

/**
 * Captures, meetings recorded on the server (docs/recording.md). The room is handed its service
 * and starts and stops captures through it; the composition stores into the recordings' library
 * through the port it is handed (RecordingLibrary).
 */
export function createRoomCapturesModule(deps: {
  core: Core;
  db: Db;
  jobs: JobQueue;
  library: RecordingLibrary;
  mailer: Mailer;
  config: Pick<Config, 'dataDir' | 'meetingRecordingsDir' | 'publicUrl'>;
  log: FastifyBaseLogger;
}) {
  const { config } = deps;
  // Absolute: Janus is told the folder, and it runs from another directory.
  const recordingsRoot = resolve(
    config.meetingRecordingsDir ?? join(config.dataDir, 'meeting-recordings'),
  );
  const repository = createCaptureRepository(deps.db);
  const service = createCaptureService({
    core: deps.core,
    repository,
    jobs: deps.jobs,
    recordingsRoot,
    log: deps.log,
  });
  deps.jobs.register(
    composeCaptureJob({
      core: deps.core,
      repository,
      library: deps.library,
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      dirOf: service.dirOf,
      workRoot: resolve(config.dataDir, 'tmp', 'compositions'),
      log: deps.log,
    }),
  );
  const routes: FastifyPluginAsyncZod = (app) =>
    captureRoutes(app, { captures: service });
  return { service, repository, routes };
}
