// A creator's sales (GET meeting-recording/sales): what the monetization overview shows.
import { z } from 'zod';
import { CURRENCIES } from '../constants';

const cents = z.number().int().nonnegative();

/** Totals of one recording in one currency; amounts in cents. */
export const recordingSalesSchema = z.object({
  /** null once the recording was deleted: its sales stay in the history. */
  recordingId: z.string().min(1).nullable(),
  recordingName: z.string(),
  currency: z.enum(CURRENCIES),
  purchases: z.number().int().nonnegative(),
  donations: z.number().int().nonnegative(),
  grossCents: cents,
  /** The platform's part, from the creator's tier earnings share at the time of each sale. */
  feeCents: cents,
  netCents: cents,
});
export type RecordingSales = z.infer<typeof recordingSalesSchema>;
export const recordingSalesListSchema = z.array(recordingSalesSchema);
