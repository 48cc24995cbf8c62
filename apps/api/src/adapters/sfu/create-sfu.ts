import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { createJanusSfu } from '../janus/janus-sfu';
import type { SfuProvider } from './sfu-provider';

/**
 * The SFU the configuration names: the Janus nodes of JANUS_URL (or the local Janus `npm start`
 * runs); with none, rooms stay peer to peer (`sfu()` says 'not-configured').
 */
export function createSfu(deps: {
  config: Config;
  log: FastifyBaseLogger;
}): SfuProvider {
  return createJanusSfu({ nodes: deps.config.janusNodes, log: deps.log });
}
