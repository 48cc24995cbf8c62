import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVideoTools,
  type VideoTools,
} from '../../adapters/ffmpeg/video-tools';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { recordingRoutes } from './index';
import { createLibrarySearch } from './library-search';
import { createRecordingRepository } from './repository';
import { createRecordingService, type RecordingSummaries } from './service';

/** Work folders older than this are left over from a crash, and removed at start. */
const STALE_WORK_MS = 24 * 60 * 60 * 1000;

async function removeStaleWork(workRoot: string, log: FastifyBaseLogger) {
  const entries = await readdir(workRoot).catch(() => []);
  for (const entry of entries) {
    const path = join(workRoot, entry);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_WORK_MS) {
      await rm(path, { recursive: true, force: true }).catch((error) =>
        log.warn({ err: error, path }, 'stale upload not removed'),
      );
    }
  }
}

/** Creators' recordings: uploads (processed with ffmpeg when installed), playback, downloads. */
export function createRecordingModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'dataDir' | 'ffmpegPath' | 'ffprobePath'>;
  log: FastifyBaseLogger;
  /** Transcripts and summaries: asked for when a recording lands, forgotten when deleted. */
  summaries: RecordingSummaries;
  /** Default: ffmpeg and ffprobe as configured, when installed. */
  videoTools?: VideoTools;
}) {
  const { config, log } = deps;
  const repository = createRecordingRepository(deps.db);
  const workRoot = join(config.dataDir, 'tmp', 'recordings');
  void removeStaleWork(workRoot, log);
  const service = createRecordingService({
    core: deps.core,
    repository,
    storage: deps.storage,
    videoTools:
      deps.videoTools ??
      createVideoTools({
        log,
        ffmpegPath: config.ffmpegPath,
        ffprobePath: config.ffprobePath,
      }),
    workRoot,
    summaries: deps.summaries,
    log,
  });
  deps.core.accountLifecycle.onDelete(service.deleteFilesOf);
  const library = createLibrarySearch(deps.db, deps.storage);
  const routes: FastifyPluginAsyncZod = (app) =>
    recordingRoutes(app, {
      recordings: service,
      library,
      storage: deps.storage,
    });
  return { service, repository, routes };
}
