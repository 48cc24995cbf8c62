import {
  BILLING_INTERVALS,
  billingMessages,
  type BillingInterval,
} from '@ruume/contracts';
import { Badge, SegmentedControl } from '@ruume/ui-kit';

export interface BillingCycleToggleProps {
  value: BillingInterval;
  onValueChange: (value: BillingInterval) => void;
  /** What paying yearly saves (SPEC §5), shown beside 'yearly' when above 0. */
  yearSavingsPercent: number;
}

/** SPEC §2: the month / year switch of the subscription page, with the year's savings. */
export function BillingCycleToggle({
  value,
  onValueChange,
  yearSavingsPercent,
}: BillingCycleToggleProps) {
  return (
    <SegmentedControl<BillingInterval>
      label={billingMessages.billingCycleLabel}
      value={value}
      onValueChange={onValueChange}
      options={BILLING_INTERVALS.map((interval) => ({
        value: interval,
        label: billingMessages.billingCycles[interval],
        adornment:
          interval === 'year' && yearSavingsPercent > 0 ? (
            <Badge tone="success">
              {billingMessages.savePercent(yearSavingsPercent)}
            </Badge>
          ) : undefined,
      }))}
    />
  );
}
