import {
  billingMessages,
  monetizationMessages as text,
  paths,
  storagePercent,
  type RecordingStorage,
} from '@ruume/contracts';
import {
  Icon,
  ProgressBar,
  Text,
  TextLink,
  type ProgressTone,
} from '@ruume/ui-kit';
import { formatGigabytes } from '../../utils/format';
import { StyledStorage, StyledUpsell } from './storage-meter.styles';

const FULL = 100;
const NEARLY_FULL = 90;

const toneOf = (percent: number): ProgressTone =>
  percent >= FULL ? 'danger' : percent >= NEARLY_FULL ? 'warning' : 'primary';

/**
 * SPEC §2, §9: recording storage used of the plan's allowance in GB, the bar capped at 100 %.
 * The house tier stores no files (allowance 0): it says stored files are part of paid plans,
 * with a way to upgrade.
 */
export function StorageMeter({ storage }: { storage: RecordingStorage }) {
  const { used, available } = storage;
  if (available <= 0) {
    return (
      <StyledUpsell>
        <Icon name="lock" size="md" />
        <span>{billingMessages.storageOffOnFree}</span>
        {used > 0 && (
          <span>{billingMessages.storageReadOnly(formatGigabytes(used))}</span>
        )}
        <TextLink to={paths.settings.subscription}>
          {text.storageUpgrade}
        </TextLink>
      </StyledUpsell>
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
          {billingMessages.storageFull}{' '}
          <TextLink to={paths.settings.subscription}>
            {text.storageUpgrade}
          </TextLink>
        </Text>
      )}
    </StyledStorage>
  );
}
