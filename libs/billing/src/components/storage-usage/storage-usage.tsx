import {
  billingMessages,
  storagePercent,
  type RecordingStorage,
} from '@ruume/contracts';
import { ProgressBar, Text, type ProgressTone } from '@ruume/ui-kit';
import { formatGigabytes } from '../../utils/billing-format';
import { StyledStorage } from './storage-usage.styles';

const FULL = 100;
const NEARLY_FULL = 90;

const toneOf = (percent: number): ProgressTone =>
  percent >= FULL ? 'danger' : percent >= NEARLY_FULL ? 'warning' : 'primary';

/**
 * SPEC §2, §9: recording storage in GB against the plan's allowance, the bar capped at 100 %.
 * The free plan stores no files (allowance 0): it says they come with paid plans, and what an
 * earlier plan left is kept read-only.
 */
export function StorageUsage({ storage }: { storage: RecordingStorage }) {
  const { used, available } = storage;
  if (available <= 0) {
    return (
      <StyledStorage>
        <Text size="sm" weight="medium">
          {billingMessages.storageTitle}
        </Text>
        <Text size="sm" tone="muted">
          {billingMessages.storageOffOnFree}
        </Text>
        {used > 0 && (
          <Text size="sm" tone="muted">
            {billingMessages.storageReadOnly(formatGigabytes(used))}
          </Text>
        )}
      </StyledStorage>
    );
  }
  const percent = storagePercent(used, available);
  return (
    <StyledStorage>
      <ProgressBar
        label={billingMessages.storageTitle}
        value={percent}
        valueText={billingMessages.storageUsage(
          formatGigabytes(used),
          formatGigabytes(available),
        )}
        tone={toneOf(percent)}
      />
      {percent >= FULL && (
        <Text size="sm" tone="danger">
          {billingMessages.storageFull}
        </Text>
      )}
    </StyledStorage>
  );
}
