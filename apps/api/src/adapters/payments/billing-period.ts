import { addMonths, addYears } from 'date-fns';
import type { BillingInterval } from '@ruume/contracts';

/** The end of a billing period starting at `date` (both providers count calendar months). */
export const addInterval = (date: Date, interval: BillingInterval): Date =>
  interval === 'year' ? addYears(date, 1) : addMonths(date, 1);
