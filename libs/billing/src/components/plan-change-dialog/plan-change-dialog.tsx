import {
  billingMessages as text,
  type BillingInterval,
  type PlanChange,
  type PlanTier,
} from '@ruume/contracts';
import { errorMessage } from '@ruume/api-client';
import {
  Alert,
  Button,
  formatDollars,
  LoadError,
  Modal,
  Spinner,
  Stack,
} from '@ruume/ui-kit';
import { usePreviewPlanChangeQuery } from '../../api/billing-api';
import type { PlanChangeStatus } from '../../hooks/use-plan-change';
import { formatBillingDate } from '../../utils/billing-format';
import {
  StyledQuote,
  StyledTerm,
  StyledValue,
} from './plan-change-dialog.styles';

/** The plan the user chose to switch to. */
export interface PlanChangeTarget {
  tier: PlanTier;
  interval: BillingInterval;
  priceId: string;
}

export interface PlanChangeDialogProps {
  subscriptionId: string;
  /** Open while a target is chosen. */
  target: PlanChangeTarget | null;
  /** Where the switch stands (usePlanChange). */
  status: PlanChangeStatus;
  /** Why the switch was refused (a declined card, a plan that changed meanwhile). */
  error?: unknown;
  onConfirm: (target: PlanChangeTarget) => void;
  onClose: () => void;
}

/** The new price, what is due today (or the credit left), and when the plan starts and renews. */
function Quote({ quote }: { quote: PlanChange }) {
  const credit = quote.credit > 0;
  return (
    <StyledQuote aria-label={text.planChangeSummaryLabel}>
      <StyledTerm>{text.planChangeNewPrice}</StyledTerm>
      <StyledValue>
        {formatDollars(quote.unit_amount)} {text.perInterval[quote.interval]}
      </StyledValue>
      <StyledTerm>{text.planChangeDueNow}</StyledTerm>
      <StyledValue>{formatDollars(quote.amount_due)}</StyledValue>
      {credit && (
        <>
          <StyledTerm>{text.planChangeCredit}</StyledTerm>
          <StyledValue>{formatDollars(quote.credit)}</StyledValue>
        </>
      )}
      <StyledTerm>{text.planChangeStarts}</StyledTerm>
      <StyledValue>
        {text.planChangeToday(formatBillingDate(quote.effective_at))}
      </StyledValue>
      <StyledTerm>{text.planChangeRenews}</StyledTerm>
      <StyledValue>{formatBillingDate(quote.current_period_end)}</StyledValue>
    </StyledQuote>
  );
}

/**
 * Confirms a switch to another paid plan or billing cycle: the provider's proration is asked
 * for when the dialog opens and shown before anything is charged.
 */
export function PlanChangeDialog({
  subscriptionId,
  target,
  status,
  error,
  onConfirm,
  onClose,
}: PlanChangeDialogProps) {
  const preview = usePreviewPlanChangeQuery(
    { id: subscriptionId, priceId: target?.priceId ?? '' },
    { skip: target === null, refetchOnMountOrArgChange: true },
  );
  const changing = status === 'changing';
  const open =
    target !== null && (status === 'idle' || changing || status === 'failed');
  const close = () => {
    if (!changing) onClose();
  };
  if (!open) return null;

  return (
    <Modal
      open
      onClose={close}
      title={text.planChangeTitle(target.tier, target.interval)}
      description={text.planChangeExplained}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={changing}>
            {text.keepCurrentPlan}
          </Button>
          <Button
            variant="primary"
            busy={changing}
            busyLabel={text.switchingPlan}
            disabled={!preview.data || preview.isFetching}
            onClick={() => onConfirm(target)}
          >
            {text.confirmSwitch}
          </Button>
        </>
      }
    >
      <Stack gap={4}>
        {preview.isFetching && (
          <Stack align="center">
            <Spinner size="md" tone="primary" label={text.loadingPlanChange} />
          </Stack>
        )}
        {preview.isError && !preview.isFetching && (
          <LoadError
            title={text.planChangePreviewFailed}
            message={errorMessage(preview.error)}
            onRetry={() => void preview.refetch()}
          />
        )}
        {preview.data && !preview.isFetching && <Quote quote={preview.data} />}
        {status === 'failed' && error !== undefined && (
          <Alert tone="danger">{errorMessage(error)}</Alert>
        )}
      </Stack>
    </Modal>
  );
}
