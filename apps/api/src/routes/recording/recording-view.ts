import type { Recording, MonetizationSetting } from '@ruume/contracts';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { RecordingChanges, RecordingRow } from './repository';

/** Amounts have at most two decimals (contracts), so rounding ×100 is exact: 4.99 → 499. */
export const toCents = (amount: number): number => Math.round(amount * 100);
const fromCents = (cents: number | null): number | null =>
  cents === null ? null : cents / 100;

export const centsOf = (setting: MonetizationSetting): RecordingChanges => ({
  monetizeAmountCents:
    setting.monetizeAmount === null ? null : toCents(setting.monetizeAmount),
  monetizeCurrency: setting.monetizeCurrency,
  donationAmountCents:
    setting.donationAmount === null ? null : toCents(setting.donationAmount),
  donationCurrency: setting.donationCurrency,
});

/** SPEC §3 meeting recording. `url` is what presigned-url takes to make a playable link. */
export const toRecording = (
  row: RecordingRow,
  storage: FileStorage,
): Recording => ({
  id: row.id,
  url: storage.url(row.fileKey),
  shareId: row.shareId,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  meeting:
    row.meetingId === null
      ? null
      : { id: row.meetingId, name: row.meetingName ?? '' },
  monetizationSetting: {
    monetizeAmount: fromCents(row.monetizeAmountCents),
    monetizeCurrency: row.monetizeCurrency,
    donationAmount: fromCents(row.donationAmountCents),
    donationCurrency: row.donationCurrency,
  },
  posterUrl: row.posterKey ? storage.url(row.posterKey) : null,
  durationSeconds: row.durationSeconds,
  sizeBytes: row.sizeBytes,
  contentType: row.contentType,
});

/** The recording's name as a file name with its container's extension ("Team call.mp4"). */
export function downloadNameOf(row: RecordingRow): string {
  const extension = row.fileKey.slice(row.fileKey.lastIndexOf('.') + 1);
  // Path separators and control characters have no place in a saved file's name.
  const base =
    row.name
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f/\\]/g, '_')
      .trim()
      .replace(/^\.+/, '') || 'recording';
  return base.toLowerCase().endsWith(`.${extension}`)
    ? base
    : `${base}.${extension}`;
}
