import {
  type MediaType,
  type Template,
  type TemplateCategory,
  type TemplateFields,
  templateErrorMessages,
  templateFieldsSchema,
  templateMediaError,
  tierFeatures,
  youtubeVideoIdOf,
} from '@ruume/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordHasher } from '../../adapters/passwords';
import { newFileKey } from '../../adapters/storage/file-keys';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { Core } from '../../core';
import type { UserRow } from '../../core/user-repository';
import { apiError, httpError } from '../../http/http-error';
import { checkEntryFees } from '../../core/entry-fee-rules';
import { fieldNamesOf } from '../../http/multipart';
import { parseInput } from '../../http/validation';
import type { TemplateFormReader } from './media-upload';
import {
  createTemplateRepository,
  type TemplateChanges,
  type TemplateRepository,
  type TemplateRow,
} from './repository';
import { stockOrder } from '../../seed/stock-templates';
import { feeColumnsOf, toCategory, toTemplate } from './template-view';

export type TemplateService = ReturnType<typeof createTemplateService>;

const validation = (field: string, message: string) =>
  httpError(400, 'VALIDATION_ERROR', `${field}: ${message}`);

/** SPEC §6 tier rules for what the form asks for; throws the refusal. */
function checkTier(
  user: UserRow,
  fields: TemplateFields,
  customMedia: boolean,
): void {
  const features = tierFeatures(user.planTier);
  if (customMedia && !features.backgrounds) {
    throw apiError('BACKGROUNDS_NOT_IN_PLAN');
  }
  const links = fields.embeddedLinks?.length ?? 0;
  if (links > features.embeddedLinks) {
    throw apiError(
      'EMBEDDED_LINKS_LIMIT',
      features.embeddedLinks === 0
        ? templateErrorMessages.embeddedLinksNotInPlan
        : templateErrorMessages.embeddedLinksOverLimit(features.embeddedLinks),
    );
  }
  checkEntryFees(user, fields.monetizationDetail);
}

/** SPEC §7 template form's text fields beside its file. */
const TEMPLATE_FIELD_NAMES = fieldNamesOf(templateFieldsSchema);

/** The kind of media a template keeps when an update sends none. */
const kindOf = (row: TemplateRow): MediaType =>
  row.youtubeVideoId ? 'video' : row.mediaType;

interface Accepted {
  fields: TemplateFields;
  mediaType: MediaType;
  youtubeVideoId: string | null;
}

/**
 * Hosts' templates (SPEC §3 template, §7 Templates calls) beside the seeded stock ones: created
 * and changed from multipart forms whose media is stored under templates/<userId>/, listed,
 * deleted with their media. Stock templates are everyone's and nobody's to change.
 */
export function createTemplateService(deps: {
  core: Core;
  repository: TemplateRepository;
  storage: FileStorage;
  passwords: PasswordHasher;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { core, repository, storage, passwords, log } = deps;

  const deleteStored = async (key: string | null | undefined) => {
    if (!key) return;
    await storage.delete(key).catch((error: unknown) => {
      log.error({ err: error, key }, 'stored template media not deleted');
    });
  };

  const categoriesById = async () =>
    new Map(
      (await repository.categories()).map((row) => [row.id, toCategory(row)]),
    );

  const view = async (rows: TemplateRow[]): Promise<Template[]> => {
    const categories = await categoriesById();
    const links = await repository.categoryIdsOf(rows.map((row) => row.id));
    return rows.map((row) =>
      toTemplate(
        row,
        (links.get(row.id) ?? [])
          .flatMap((id) => categories.get(id) ?? [])
          .sort((a, b) => a.name.localeCompare(b.name)),
        storage,
      ),
    );
  };

  /** The user's own template for a change: 404 for others', 403 for a stock one. */
  async function mustOwn(user: UserRow, id: string): Promise<TemplateRow> {
    const row = await repository.visible(user.id, id);
    if (!row) throw apiError('TEMPLATE_NOT_FOUND');
    if (row.userId === null) throw apiError('STOCK_TEMPLATE_READ_ONLY');
    return row;
  }

  /** Every rule the text fields answer for, before the media is read. */
  async function acceptFields(
    user: UserRow,
    raw: Record<string, string>,
    hasFile: boolean,
    existing: TemplateRow | null,
  ): Promise<Accepted> {
    const fields = parseInput(templateFieldsSchema, raw);
    // Every template of one's own needs media of one's own: house hosts use the stock set.
    if (!existing && !tierFeatures(user.planTier).backgrounds) {
      throw apiError('BACKGROUNDS_NOT_IN_PLAN');
    }
    if (!existing) {
      const missing = templateMediaError(fields, hasFile);
      if (missing) throw validation('file', missing);
    }
    if (hasFile && fields.youtubeLink) {
      throw validation(
        'youtubeLink',
        'send a file or a YouTube link, not both',
      );
    }
    const youtubeVideoId = fields.youtubeLink
      ? youtubeVideoIdOf(fields.youtubeLink)
      : null;
    checkTier(user, fields, hasFile || youtubeVideoId !== null);
    // Without new media, mediaType must still describe the media the template keeps.
    if (existing && !hasFile && !youtubeVideoId) {
      const kind = kindOf(existing);
      if (kind !== fields.mediaType) {
        throw apiError(
          'MEDIA_TYPE_MISMATCH',
          kind === 'image'
            ? templateErrorMessages.mediaIsImage
            : templateErrorMessages.mediaIsVideo,
        );
      }
    }
    const password = fields.meetingPassword;
    if (
      password?.enabled &&
      password.value === null &&
      !existing?.meetingPasswordHash
    ) {
      throw validation(
        'meetingPassword',
        templateErrorMessages.meetingPasswordRequired,
      );
    }
    if (fields.categoryIds) {
      const known = await categoriesById();
      const unknown = fields.categoryIds.find((id) => !known.has(id));
      if (unknown)
        throw validation('categoryIds', `unknown category ${unknown}`);
    }
    return { fields, mediaType: fields.mediaType, youtubeVideoId };
  }

  /** The columns the accepted form sets (media aside); left-out fields keep their value. */
  async function changesOf(accepted: Accepted): Promise<TemplateChanges> {
    const { fields } = accepted;
    const changes: TemplateChanges = {
      templateType: fields.templateType,
      name: fields.name,
      mediaType: fields.mediaType,
    };
    if (fields.description !== undefined) {
      changes.description = fields.description;
    }
    if (fields.embeddedLinks !== undefined) {
      changes.embeddedLinks = fields.embeddedLinks;
    }
    if (fields.monetizationDetail !== undefined) {
      Object.assign(changes, feeColumnsOf(fields.monetizationDetail));
    }
    const password = fields.meetingPassword;
    if (password !== undefined) {
      if (!password?.enabled) changes.meetingPasswordHash = null;
      else if (password.value !== null) {
        changes.meetingPasswordHash = await passwords.hash(password.value);
      }
      // Enabled without a value: the current password stays.
    }
    return changes;
  }

  const keyFor = ({ extension }: { extension: string }) =>
    newFileKey('templates', extension);

  return {
    async list(user: UserRow): Promise<Template[]> {
      const rows = await repository.visibleTo(user.id);
      const own = rows.filter((row) => row.userId !== null);
      const stock = rows
        .filter((row) => row.userId === null)
        .sort((a, b) => stockOrder(a.stockKey) - stockOrder(b.stockKey));
      return view([...own, ...stock]);
    },

    async categories(): Promise<TemplateCategory[]> {
      return (await repository.categories()).map(toCategory);
    },

    async create(user: UserRow, read: TemplateFormReader): Promise<Template> {
      const form = await read({
        fieldNames: TEMPLATE_FIELD_NAMES,
        accept: (fields, hasFile) => acceptFields(user, fields, hasFile, null),
        keyFor,
      });
      try {
        const { accepted, media } = form;
        const changes = await changesOf(accepted);
        const row = await core.transaction(async ({ db }) => {
          const templates = createTemplateRepository(db);
          const inserted = await templates.insert({
            ...changes,
            templateType: accepted.fields.templateType,
            name: accepted.fields.name,
            mediaType: accepted.mediaType,
            userId: user.id,
            fileKey: media?.key ?? null,
            youtubeVideoId: accepted.youtubeVideoId,
          });
          await templates.setCategories(
            inserted.id,
            accepted.fields.categoryIds ?? [],
          );
          return inserted;
        });
        return (await view([row]))[0];
      } catch (error) {
        await deleteStored(form.media?.key);
        throw error;
      }
    },

    /** Looked up before the body is read: another host's id is refused without reading it. */
    mustOwn,

    async update(
      user: UserRow,
      existing: TemplateRow,
      read: TemplateFormReader,
    ): Promise<Template> {
      const form = await read({
        fieldNames: TEMPLATE_FIELD_NAMES,
        accept: (fields, hasFile) =>
          acceptFields(user, fields, hasFile, existing),
        keyFor,
      });
      const { accepted, media } = form;
      let replacedKey: string | null = null;
      try {
        const changes = await changesOf(accepted);
        if (media || accepted.youtubeVideoId) {
          changes.fileKey = media?.key ?? null;
          changes.youtubeVideoId = media ? null : accepted.youtubeVideoId;
          replacedKey = existing.fileKey;
        }
        const row = await core.transaction(async ({ db }) => {
          const templates = createTemplateRepository(db);
          const updated = await templates.update(user.id, existing.id, changes);
          if (!updated) throw apiError('TEMPLATE_NOT_FOUND');
          if (accepted.fields.categoryIds) {
            await templates.setCategories(
              updated.id,
              accepted.fields.categoryIds,
            );
          }
          return updated;
        });
        // The old media once nothing points at it.
        if (replacedKey !== row.fileKey) await deleteStored(replacedKey);
        return (await view([row]))[0];
      } catch (error) {
        await deleteStored(media?.key);
        throw error;
      }
    },

    /** The row first (nothing points at the media any more), then the media. */
    async delete(user: UserRow, id: string): Promise<void> {
      await mustOwn(user, id);
      const deleted = await repository.delete(user.id, id);
      if (!deleted) throw apiError('TEMPLATE_NOT_FOUND');
      await deleteStored(deleted.fileKey);
    },

    /** The room link of the caller's meeting, shared from a template they can use. */
    async shareMeetingUrl(
      user: UserRow,
      templateId: string,
      meetingId: string,
    ): Promise<{ url: string }> {
      const template = await repository.visible(user.id, templateId);
      if (!template) throw apiError('TEMPLATE_NOT_FOUND');
      const roomId = await repository.roomIdOfOwnMeeting(user.id, meetingId);
      if (!roomId) throw apiError('MEETING_NOT_FOUND');
      return { url: `${deps.publicUrl}/m/${encodeURIComponent(roomId)}` };
    },

    /** An account being deleted takes its templates' media along (the rows go by cascade). */
    async deleteFilesOf(userId: string): Promise<void> {
      for (const key of await repository.fileKeysOf(userId)) {
        await deleteStored(key);
      }
    },
  };
}
