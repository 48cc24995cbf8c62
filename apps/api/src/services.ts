// The composition root: adapters chosen by configuration, the core, and one module per
// domain built from explicit dependencies. A new domain adds its module here and its
// routes in routes/index.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createSfu } from './adapters/sfu/create-sfu';
import type { SfuProvider } from './adapters/sfu/sfu-provider';
import { createMailing, type Mailing } from './adapters/mail/mailer';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import {
  createGoogleSignIn,
  type GoogleSignIn,
} from './adapters/oidc/google-sign-in';
import {
  createPasswordHasher,
  type PasswordHasher,
} from './adapters/passwords';
import {
  createFileStorage,
  type FileStorage,
} from './adapters/storage/file-storage';
import {
  createFileUrlSigner,
  type FileUrlSigner,
} from './adapters/storage/signed-file-urls';
import {
  createPayments,
  type Payments,
} from './adapters/payments/create-payments';
import { sweepPaymentEvents } from './adapters/payments/payment-events';
import { createIceServers } from './adapters/turn/create-ice-servers';
import type { IceServers } from './adapters/turn/ice-servers';
import type { Config } from './config';
import { type Core, createCore } from './core';
import { serverSecret } from './core/server-secrets';
import type { Database } from './db/database';
import { countAttempt, sweepRateLimits } from './plugins/rate-limit';
import { createAdminModule } from './routes/admin/module';
import { createAuthModule } from './routes/auth/module';
import { createBillingModule } from './routes/billing/module';
import { createMeetingModule } from './routes/meeting/module';
import { createPaymentAccountModule } from './routes/payment-account/module';
import { createRoomCapturesModule } from './routes/room-captures/module';
import { createRecordingSummaryModule } from './routes/recording-summaries/module';
import { createRecordingModule } from './routes/recording/module';
import { createRoomModule } from './routes/room/module';
import { createSalesModule } from './routes/sales/module';
import { createShareModule } from './routes/share/module';
import { createTemplateModule } from './routes/template/module';
import { createUserModule } from './routes/user/module';

/** Account-change mails one address may receive (SPEC leaves it open; docs/decisions.md). */
const MAIL_CAP = { max: 3, windowMs: 60 * 60 * 1000 };

export type Modules = Awaited<ReturnType<typeof createModules>>;

export type Services = Core & {
  passwords: PasswordHasher;
  /** Long work (compositions, transcripts) as durable jobs, run by every api instance. */
  jobs: JobQueue;
  mailing: Mailing;
  storage: FileStorage;
  /** Signs and checks the files route's expiring URLs (private files on local disk). */
  fileUrlSigner: FileUrlSigner;
  /** undefined when Google sign-in is not configured. */
  google: GoogleSignIn | undefined;
  payments: Payments;
  /** The SFU (Janus nodes) for rooms above peer-to-peer; `sfu().available` says if there is one. */
  sfu: SfuProvider;
  /** The live room's STUN/TURN servers, with each participant's own TURN credentials. */
  iceServers: IceServers;
  modules: Modules;
};

async function createModules(deps: {
  config: Config;
  database: Database;
  apiPrefix: string;
  core: Core;
  passwords: PasswordHasher;
  mailing: Mailing;
  storage: FileStorage;
  google: GoogleSignIn | undefined;
  payments: Payments;
  sfu: SfuProvider;
  iceServers: IceServers;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}) {
  const { config, core, passwords, storage, database } = deps;
  const mailer = deps.mailing.mailer;
  const mayMail = async (address: string) =>
    (await countAttempt(database.db, `mail|${address}`, MAIL_CAP.windowMs))
      .current <= MAIL_CAP.max;
  // Built first: the product modules (share, room) sell through its service.
  const sales = createSalesModule({
    core,
    db: database.db,
    payments: deps.payments.provider,
    events: deps.payments.events,
    mailer,
    publicUrl: config.publicUrl,
    log: deps.log,
  });
  // Built before the recordings: every recording that lands asks it for a summary.
  const summaries = createRecordingSummaryModule({
    core,
    db: database.db,
    jobs: deps.jobs,
    storage,
    mailer,
    config,
    log: deps.log,
  });
  const recording = createRecordingModule({
    core,
    db: database.db,
    storage,
    config,
    summaries: summaries.service,
    log: deps.log,
  });
  // Built before the room, which starts and stops recordings through it.
  const roomCaptures = createRoomCapturesModule({
    core,
    db: database.db,
    jobs: deps.jobs,
    library: recording.service,
    mailer,
    config,
    log: deps.log,
  });
  const room = await createRoomModule({
    core,
    db: database.db,
    storage,
    passwords,
    sales: sales.service,
    captures: roomCaptures.service,
    mailer,
    sfu: deps.sfu,
    iceServers: deps.iceServers,
    config,
    apiPrefix: deps.apiPrefix,
    log: deps.log,
  });
  return {
    auth: createAuthModule({
      config,
      core,
      passwords,
      mailer,
      storage,
      google: deps.google,
      mayMail,
    }),
    user: createUserModule({
      config,
      apiPrefix: deps.apiPrefix,
      core,
      passwords,
      mailer,
      storage,
      mayMail,
    }),
    admin: createAdminModule({
      core,
      accountBlocked: room.service.closeAccount,
    }),
    billing: createBillingModule({
      core,
      db: database.db,
      payments: deps.payments.provider,
      events: deps.payments.events,
      publicUrl: config.publicUrl,
      log: deps.log,
    }),
    paymentAccount: createPaymentAccountModule({
      core,
      db: database.db,
      payments: deps.payments.provider,
      events: deps.payments.events,
      publicUrl: config.publicUrl,
      log: deps.log,
    }),
    recording,
    roomCaptures,
    summaries,
    template: createTemplateModule({
      core,
      db: database.db,
      storage,
      passwords,
      publicUrl: config.publicUrl,
      log: deps.log,
    }),
    meeting: createMeetingModule({
      core,
      db: database.db,
      storage,
      mailer,
      publicUrl: config.publicUrl,
    }),
    sales,
    share: createShareModule({
      core,
      db: database.db,
      storage,
      sales: sales.service,
      publicUrl: config.publicUrl,
      apiPrefix: deps.apiPrefix,
    }),
    room,
  };
}

/** Adapters whose SDK a configuration may not use import it only when chosen (start time). */
export async function createServices(deps: {
  config: Config;
  database: Database;
  apiPrefix: string;
  log: FastifyBaseLogger;
}): Promise<Services> {
  const { config, database, apiPrefix, log } = deps;
  const passwords = createPasswordHasher(config);
  const mailing = await createMailing(config, log);
  const fileUrlSigner = createFileUrlSigner(
    serverSecret(database.db, 'file-urls'),
  );
  const storage = await createFileStorage(config, apiPrefix, fileUrlSigner);
  const google = createGoogleSignIn(
    config,
    `${config.publicUrl}${apiPrefix}/auth/login/google/callback`,
  );
  const core = await createCore({ config, database, log });
  const payments = await createPayments({
    config,
    db: database.db,
    apiPrefix,
    log,
  });
  const sfu = createSfu({ config, log });
  const iceServers = createIceServers(config);
  const jobs = createJobQueue({
    db: database.db,
    instanceId: `api-${randomUUID()}`,
    log,
    concurrency: config.jobsConcurrency,
  });
  const modules = await createModules({
    payments,
    sfu,
    iceServers,
    jobs,
    log,
    config,
    database,
    apiPrefix,
    core,
    passwords,
    mailing,
    storage,
    google,
  });

  return {
    ...core,
    passwords,
    mailing,
    storage,
    fileUrlSigner,
    google,
    payments,
    sfu,
    iceServers,
    jobs,
    modules,
    async sweep() {
      await core.sweep();
      await sweepRateLimits(database.db);
      await sweepPaymentEvents(database.db);
      await modules.meeting.repository.sweepCreations();
    },
    async close() {
      await jobs.stop();
      await core.close();
      await mailing.mailer.close();
      storage.close();
      await sfu.close();
    },
  };
}
