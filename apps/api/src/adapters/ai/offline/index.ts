// The offline AI engine (docs/ai-summary-offline.md), the default: speech to text with
// pocketsphinx and an extractive summary, all on this server, no network.
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AiEngine } from '../ai-engine';
import { createExtractiveSummariser } from './extractive-summary';
import {
  createPocketsphinxTranscriber,
  DEFAULT_MODEL_DIR,
  DEFAULT_POCKETSPHINX_PATH,
  modelFiles,
} from './pocketsphinx';

export interface OfflineEngineOptions {
  log: FastifyBaseLogger;
  /** pocketsphinx_batch; Debian's by default. */
  pocketsphinxPath?: string;
  /** pocketsphinx-en-us's folder (en-us/, en-us.lm.bin, cmudict-en-us.dict). */
  modelDir?: string;
  ffmpegPath?: string;
  /** For the audio's length, which progress is measured by. */
  ffprobePath?: string;
  /** Where the audio is cut into WAV chunks (≤ 10 MB at a time); the system's temporary folder by default. */
  tmpDir?: string;
}

export function createOfflineEngine(options: OfflineEngineOptions): AiEngine {
  return {
    name: 'offline',
    transcriber: createPocketsphinxTranscriber({
      log: options.log,
      pocketsphinxPath: options.pocketsphinxPath ?? DEFAULT_POCKETSPHINX_PATH,
      modelDir: options.modelDir ?? DEFAULT_MODEL_DIR,
      ffmpegPath: options.ffmpegPath ?? 'ffmpeg',
      ffprobePath: options.ffprobePath ?? 'ffprobe',
      tmpDir: options.tmpDir,
    }),
    summariser: createExtractiveSummariser(),
  };
}

const canAccess = (path: string, mode: number) =>
  access(path, mode).then(
    () => true,
    () => false,
  );

/** A bare command name is looked for on the PATH, as spawn would. */
async function executable(command: string): Promise<boolean> {
  if (command.includes('/')) return canAccess(command, constants.X_OK);
  const dirs = (process.env['PATH'] ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs)
    if (await canAccess(join(dir, command), constants.X_OK)) return true;
  return false;
}

/** Whether pocketsphinx and its English model are installed (packages pocketsphinx, pocketsphinx-en-us). */
export async function offlineEngineAvailable(
  options: Pick<OfflineEngineOptions, 'pocketsphinxPath' | 'modelDir'> = {},
): Promise<boolean> {
  const model = modelFiles(options.modelDir ?? DEFAULT_MODEL_DIR);
  const found = await Promise.all([
    executable(options.pocketsphinxPath ?? DEFAULT_POCKETSPHINX_PATH),
    canAccess(join(model.hmm, 'mdef'), constants.R_OK),
    canAccess(model.lm, constants.R_OK),
    canAccess(model.dict, constants.R_OK),
  ]);
  return found.every(Boolean);
}

export { summariseTranscript } from './extractive-summary';
