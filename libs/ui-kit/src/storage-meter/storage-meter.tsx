import type { ReactNode } from 'react';
import {
  billingMessages,
  storagePercent,
  type RecordingStorage,
} from '@ruume/contracts';
import { formatGigabytes } from '../format/storage';
import { Icon } from '../icon/icon';
import { ProgressBar, type ProgressTone } from '../progress-bar/progress-bar';
import { Text } from '../text/text';
import { StyledStorage, StyledUpsell } from './storage-meter.styles';

const FULL = 100;
const NEARLY_FULL = 90;

const toneOf = (percent: number): ProgressTone =>
  percent >= FULL ? 'danger' : percent >= NEARLY_FULL ? 'warning' : 'primary';

export interface StorageMeterProps {
  /** The signed-in user's recording storage, in bytes. */
  storage: RecordingStorage;
  /** A way to more room (a link to the plans), shown when storage is full or off. */
  upgrade?: ReactNode;
  className?: string;
}

/**
 * SPEC §2, §9: recording storage used of the plan's allowance in GB, the bar capped at 100 %.
 * The free plan stores no files (allowance 0): it says stored files come with paid plans, and
 * what an earlier plan left is kept read-only.
 */
export function StorageMeter({
  storage,
  upgrade,
  className,
}: StorageMeterProps) {
  const { used, available } = storage;
  if (available <= 0) {
    return (
      <StyledUpsell className={className}>
        <Icon name="lock" size="md" />
        <span>{billingMessages.storageOffOnFree}</span>
        {used > 0 && (
          <span>{billingMessages.storageReadOnly(formatGigabytes(used))}</span>
        )}
        {upgrade}
      </StyledUpsell>
    );
  }
  const percent = storagePercent(used, available);
  return (
    <StyledStorage className={className}>
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
          {billingMessages.storageFull} {upgrade}
        </Text>
      )}
    </StyledStorage>
  );
}
