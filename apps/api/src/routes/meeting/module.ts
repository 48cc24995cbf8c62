import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Mailer } from '../../adapters/mail/mailer';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { Db } from '../../db/database';
import { meetingRoutes } from './index';
import { createInvitationService } from './invitations';
import { createMeetingRepository } from './repository';
import { createMeetingService } from './service';

/** Hosts' meetings: rooms from templates, schedules, the public room entry, invitations. */
export function createMeetingModule(deps: {
  core: Core;
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  publicUrl: string;
}) {
  const repository = createMeetingRepository(deps.db);
  const invitations = createInvitationService({
    core: deps.core,
    repository,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  });
  const service = createMeetingService({
    core: deps.core,
    repository,
    storage: deps.storage,
    invitations,
  });
  const routes: FastifyPluginAsyncZod = (app) =>
    meetingRoutes(app, { meetings: service, invitations });
  return { service, invitations, repository, routes };
}
