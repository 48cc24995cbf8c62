import {
  monetizationMessages as text,
  type PayoutSchedule as Schedule,
} from '@ruume/contracts';
import { Icon, SettingsSection } from '@ruume/ui-kit';
import { StyledSchedule } from './payout-schedule.styles';

export interface PayoutScheduleProps {
  /** The connected account's schedule as the provider runs it; null before an account. */
  schedule: Schedule | null;
}

/**
 * SPEC §9 payouts, as the payments provider makes them: daily at 00:00 UTC on the sandbox;
 * on Stripe daily at its own time, each payment after the account's delay.
 */
export function PayoutSchedule({ schedule }: PayoutScheduleProps) {
  return (
    <SettingsSection title={text.payoutsTitle}>
      <StyledSchedule>
        <Icon name="calendar" size="md" />
        <span>{text.payoutSchedule(schedule)}</span>
      </StyledSchedule>
    </SettingsSection>
  );
}
