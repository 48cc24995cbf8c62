import { monetizationMessages as text } from '@ruume/contracts';
import { Icon, SettingsSection } from '@ruume/ui-kit';
import { StyledSchedule } from './payout-schedule.styles';

/** SPEC §9: payouts daily at 00:00 UTC, to the connected account. */
export function PayoutSchedule() {
  return (
    <SettingsSection title={text.payoutsTitle}>
      <StyledSchedule>
        <Icon name="calendar" size="md" />
        <span>{text.payoutSchedule}</span>
      </StyledSchedule>
    </SettingsSection>
  );
}
