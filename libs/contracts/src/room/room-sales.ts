// A host's room entry fees (GET room/sales): what the monetization overview shows.
import { z } from 'zod';
import { CURRENCIES } from '../constants';

const cents = z.number().int().nonnegative();

/** Totals of one room in one currency; amounts in cents. */
export const roomSalesSchema = z.object({
  /** null once the meeting was deleted: its entry fees stay in the history. */
  meetingId: z.string().min(1).nullable(),
  roomName: z.string(),
  currency: z.enum(CURRENCIES),
  /** Entry fees paid (one per guest email). */
  entries: z.number().int().nonnegative(),
  grossCents: cents,
  /** The platform's part, from the host's tier earnings share at the time of each payment. */
  feeCents: cents,
  netCents: cents,
});
export type RoomSales = z.infer<typeof roomSalesSchema>;
export const roomSalesListSchema = z.array(roomSalesSchema);
