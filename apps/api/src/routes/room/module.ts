import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SfuProvider } from '../../adapters/sfu/sfu-provider';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PasswordHasher } from '../../adapters/passwords';
import type { IceServers } from '../../adapters/turn/ice-servers';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import type { CaptureService } from '../room-captures/service';
import type { SalesService } from '../sales/service';
import { roomRoutes } from './index';
import { createMeshMedia } from './sfu/media';
import { createRoomRepository } from './repository';
import { createLocalRoomBus } from './hub/room-bus';
import { createRoomHub } from './hub/room-hub';
import { createReplicas, headcount } from './hub/hub-state';
import { createRoomSeats } from './seats/room-seats';
import { createSfuMedia } from './sfu/sfu-media';
import { createStagePlaces } from './sfu/sfu-places';
import { createSfuStore } from './sfu/sfu-store';
import { createWatchNodes } from './sfu/sfu-watch-nodes';
import { createRoomService } from './service';
import { createRoomTickets } from './entry/tickets';
import { createEntryProof } from './entry/entry-proof';

/**
 * The live room: joining with a signed ticket, the room's socket (presence,
 * signalling, chat, moderation), its waiting room, entry fees (sold through the sales module), and the fan-out between
 * instances (Redis pub/sub when REDIS_URL is set, in-process otherwise; ioredis is imported only
 * then).
 */
export async function createRoomModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  passwords: PasswordHasher;
  sales: SalesService;
  /** Recording meetings (docs/recording.md). */
  captures: CaptureService;
  mailer: Mailer;
  /** The SFU's Janus nodes: rooms above peer-to-peer go there when there is one. */
  sfu: SfuProvider;
  /** The STUN/TURN servers each participant is given (their own TURN credentials). */
  iceServers: IceServers;
  config: {
    publicUrl: string;
    redisUrl?: string;
    redisKeyPrefix: string;
    /** Watchers a Janus node takes before the next node is preferred. */
    janusWatchersPerNode: number;
  };
  apiPrefix: string;
  log: FastifyBaseLogger;
}) {
  const { config, log } = deps;
  const repository = createRoomRepository(deps.db);
  const tickets = createRoomTickets(deps.core.signedTokens);
  const bus = config.redisUrl
    ? (await import('./hub/redis-room-bus')).createRedisRoomBus(
        config.redisUrl,
        { prefix: config.redisKeyPrefix, log },
      )
    : createLocalRoomBus();
  const instance = randomUUID();
  const seats = createRoomSeats(deps.db, instance);
  const replicas = createReplicas();
  const media =
    deps.sfu.nodeCount > 0
      ? createSfuMedia({
          provider: deps.sfu,
          store: createSfuStore(deps.db),
          places: createStagePlaces(deps.db),
          instance,
          log,
          captureDir: async (occurrenceId) => {
            const running = await deps.captures.running(occurrenceId);
            return running ? deps.captures.dirOf(running.id) : null;
          },
          watchNodes: createWatchNodes({
            provider: deps.sfu,
            seats,
            perNode: config.janusWatchersPerNode,
          }),
          people: (occurrenceId) => headcount(replicas.get(occurrenceId)).stage,
        })
      : createMeshMedia();
  const hub = createRoomHub({
    instance,
    replicas,
    bus,
    repository,
    tickets,
    media,
    iceServers: deps.iceServers,
    seats,
    captures: deps.captures,
    log,
  });
  const service = createRoomService({
    repository,
    hub,
    captures: deps.captures,
    media,
    tickets,
    passwords: deps.passwords,
    users: deps.core.users,
    sales: deps.sales,
    entryProof: createEntryProof({
      db: deps.db,
      signedTokens: deps.core.signedTokens,
      mailer: deps.mailer,
    }),
    storage: deps.storage,
    db: deps.db,
    publicUrl: config.publicUrl,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    roomRoutes(app, {
      rooms: service,
      hub,
      sessions: deps.core.sessions,
      secureCookies: config.publicUrl.startsWith('https:'),
      apiPrefix: deps.apiPrefix,
    });
  return { service, hub, repository, routes };
}
