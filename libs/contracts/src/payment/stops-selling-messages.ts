// What a plan cancellation (to house) or a payments-account disconnect stops selling, said in
// their confirmations before the creator confirms (docs/sharing.md). Read by billing and
// monetization alike.
import { TIER_EARNINGS_SHARES } from '../tiers/tier-features';
import type { MonetizedProducts } from './connected-account';

/** The change being confirmed. */
export type SellingChange = 'cancelPlan' | 'disconnect';

const counted = (n: number, thing: string) =>
  `${n} ${thing}${n === 1 ? '' : 's'}`;

const PAST_BUYERS =
  'people who already paid keep their access with their email; prices stay as they are.';

/** When the count could not be loaded: the same facts in general words. */
export const stopsSellingInGeneral: Record<SellingChange, string> = {
  cancelPlan: `on the free plan your paid recordings are not for sale and donations are off. ${PAST_BUYERS}`,
  disconnect: `without a payments account your paid recordings and paid rooms are not for sale and donations are off. ${PAST_BUYERS}`,
};

/**
 * What stops being sold, counted; null when nothing does. On the free plan recordings stop
 * selling but participants' entry fees go on (house keeps its participants' share, SPEC §9);
 * without an account nothing can be paid.
 */
export function stopsSelling(
  change: SellingChange,
  products: MonetizedProducts,
): string | null {
  const { paidRecordings, donationRecordings, paidRooms } = products;
  const rooms = change === 'disconnect' ? paidRooms : 0;
  const stopped = [
    paidRecordings > 0 && counted(paidRecordings, 'paid recording'),
    rooms > 0 && counted(rooms, 'paid room'),
  ].filter((part): part is string => part !== false);
  const sentences: string[] = [];
  if (stopped.length > 0) {
    sentences.push(
      `your ${stopped.join(' and ')} will not be for sale${change === 'disconnect' ? ' until you connect an account again' : ''}; ${PAST_BUYERS}`,
    );
  }
  if (donationRecordings > 0) {
    sentences.push(
      `donations to ${counted(donationRecordings, 'recording')} will be turned off.`,
    );
  }
  if (change === 'cancelPlan' && paidRooms > 0) {
    const share = TIER_EARNINGS_SHARES.house.participants;
    sentences.push(
      `the entry fees of your ${counted(paidRooms, 'paid room')} go on: on the free plan you keep ${share}% of them.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * The confirmation's sentence from the count's query: counted once loaded, in general words when
 * it failed, nothing while it loads (the dialog's own text says the rest).
 */
export const sellingImpact = (
  change: SellingChange,
  query: { data?: MonetizedProducts; isError: boolean },
): string | null => {
  if (query.isError) return stopsSellingInGeneral[change];
  return query.data ? stopsSelling(change, query.data) : null;
};
