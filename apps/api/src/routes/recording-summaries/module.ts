import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiEngine } from '../../adapters/ai/ai-engine';
import { createOfflineEngine } from '../../adapters/ai/offline';
import type { Mailer } from '../../adapters/mail/mailer';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Config } from '../../config';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { createSummaryRepository } from './repository';
import { summaryRoutes } from './index';
import { createSummaryService } from './service';
import { summaryJob } from './summary-job';

type AiConfig = Pick<
  Config,
  | 'aiBaseUrl'
  | 'aiApiKey'
  | 'aiTranscribeModel'
  | 'aiSummaryModel'
  | 'ffmpegPath'
  | 'ffprobePath'
  | 'dataDir'
  | 'publicUrl'
>;

/**
 * The configured AI endpoint, or the offline engine on this server (nothing sent anywhere). The
 * OpenAI SDK is imported only for an endpoint.
 */
async function engineOf(
  config: AiConfig,
  log: FastifyBaseLogger,
): Promise<AiEngine> {
  if (config.aiBaseUrl) {
    const { createOpenAiEngine } = await import(
      '../../adapters/ai/openai/openai-engine'
    );
    return createOpenAiEngine({
      baseUrl: config.aiBaseUrl,
      apiKey: config.aiApiKey,
      transcribeModel: config.aiTranscribeModel,
      summaryModel: config.aiSummaryModel,
      ffmpegPath: config.ffmpegPath,
      log,
    });
  }
  return createOfflineEngine({
    log,
    ffmpegPath: config.ffmpegPath,
    ffprobePath: config.ffprobePath,
    tmpDir: resolve(config.dataDir, 'tmp', 'summaries'),
  });
}

/**
 * Recordings' transcripts and AI summaries (docs/ai-summary.md). The recordings domain is handed
 * its service: it asks for one when a recording lands and forgets it when one is deleted.
 */
export function createRecordingSummaryModule(deps: {
  core: Core;
  db: Db;
  jobs: JobQueue;
  storage: FileStorage;
  mailer: Mailer;
  config: AiConfig;
  log: FastifyBaseLogger;
  /** Tests: an engine of their own. */
  engine?: AiEngine;
}) {
  const { config, log } = deps;
  const repository = createSummaryRepository(deps.db);
  const service = createSummaryService({
    core: deps.core,
    repository,
    jobs: deps.jobs,
    speechRoot: resolve(config.dataDir, 'speech'),
    log,
  });
  let engine = deps.engine && Promise.resolve(deps.engine);
  deps.jobs.register(
    summaryJob({
      core: deps.core,
      repository,
      // Made when the first summary is: the offline engine looks for its model files then.
      engine: () => (engine ??= engineOf(config, log)),
      storage: deps.storage,
      speechDirOf: service.speechDirOf,
      workRoot: resolve(config.dataDir, 'tmp', 'summaries'),
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      log,
    }),
  );
  const routes: FastifyPluginAsyncZod = (app) =>
    summaryRoutes(app, { summaries: service });
  return { service, repository, routes };
}
