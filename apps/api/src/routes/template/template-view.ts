import {
  type MonetizationDetail,
  type Template,
  type TemplateCategory,
  youtubeWatchLink,
} from '@ruume/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { toCents } from '../../core/entry-fee-rules';
import type { CategoryRow, TemplateChanges, TemplateRow } from './repository';

const fromCents = (cents: number | null): number | null =>
  cents === null ? null : cents / 100;

/** The fee columns for a monetization detail; null clears them. */
export const feeColumnsOf = (
  detail: MonetizationDetail | null,
): TemplateChanges => ({
  participantFeeCents: toCents(detail?.participantFee ?? null),
  audienceFeeCents: toCents(detail?.audienceFee ?? null),
  monetizationCurrency: detail?.currency ?? null,
});

/** SPEC §3 template as the api answers it: never the password, only whether there is one. */
export function toTemplate(
  row: TemplateRow,
  categories: TemplateCategory[],
  storage: FileStorage,
): Template {
  return {
    id: row.id,
    isStock: row.userId === null,
    templateType: row.templateType,
    name: row.name,
    description: row.description,
    mediaType: row.mediaType,
    fileUrl: row.fileKey ? storage.url(row.fileKey) : null,
    youtubeLink: row.youtubeVideoId
      ? youtubeWatchLink(row.youtubeVideoId)
      : null,
    embeddedLinks: row.embeddedLinks,
    monetizationDetail: row.monetizationCurrency
      ? {
          participantFee: fromCents(row.participantFeeCents),
          audienceFee: fromCents(row.audienceFeeCents),
          currency: row.monetizationCurrency,
        }
      : null,
    meetingPassword: row.meetingPasswordHash
      ? { enabled: true, value: null }
      : null,
    categories,
  };
}

export const toCategory = (row: CategoryRow): TemplateCategory => ({
  id: row.id,
  name: row.name,
});
