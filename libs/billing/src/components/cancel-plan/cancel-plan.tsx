import { useState, type ReactNode } from 'react';
import {
  SUPPORT_EMAIL,
  billingMessages,
  canSelfCancel,
  isLiveSubscription,
  type PlanSubscription,
} from '@ruume/contracts';
import {
  Button,
  ConfirmDialog,
  SettingsSection,
  Text,
  TextLink,
} from '@ruume/ui-kit';
import type { DowngradeStatus } from '../../hooks/use-downgrade';

export interface CancelPlanProps {
  subscription: PlanSubscription | null;
  /** Where the cancellation stands (useDowngrade). */
  status: DowngradeStatus;
  /** Confirmed: downgrade this subscription to the free plan. */
  onConfirm: (subscriptionId: string) => void;
  /** The dialog opens again: forget the last outcome. */
  onReset: () => void;
  /** In the confirmation, under its text: what the free plan stops selling (CancelPlanImpact). */
  impact?: ReactNode;
}

/** 'write to support@…' with the address as a mail link, from the one message. */
function BusinessCancelViaSupport() {
  const [before, after] =
    billingMessages.businessCancelViaSupport.split(SUPPORT_EMAIL);
  return (
    <Text>
      {before}
      <TextLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</TextLink>
      {after}
    </Text>
  );
}

/**
 * SPEC §4, §6: professional and student plans are cancelled here, after a confirmation; business
 * plans through support. Nothing shows on the free plan.
 */
export function CancelPlan({
  subscription,
  status,
  onConfirm,
  onReset,
  impact,
}: CancelPlanProps) {
  const [open, setOpen] = useState(false);
  if (!subscription || !isLiveSubscription(subscription.status)) return null;

  if (!canSelfCancel(subscription.tier)) {
    return (
      <SettingsSection title={billingMessages.cancelTitle}>
        <BusinessCancelViaSupport />
      </SettingsSection>
    );
  }

  const requesting = status === 'requesting';
  // The dialog stays while the call runs or after it failed; once the plan is on its way to
  // house, the page reports the rest.
  const dialogOpen =
    open && (status === 'idle' || requesting || status === 'failed');

  return (
    <SettingsSection
      title={billingMessages.cancelTitle}
      description={billingMessages.cancelDescription}
      tone="danger"
    >
      <div>
        <Button
          variant="danger"
          busy={status === 'polling'}
          busyLabel={billingMessages.cancelling}
          onClick={() => {
            onReset();
            setOpen(true);
          }}
        >
          {billingMessages.cancelPlan}
        </Button>
      </div>
      <ConfirmDialog
        open={dialogOpen}
        title={billingMessages.cancelConfirmTitle}
        description={billingMessages.cancelConfirmText}
        cancelLabel={billingMessages.keepPlan}
        confirmLabel={billingMessages.cancelConfirm}
        busy={requesting}
        busyLabel={billingMessages.cancelling}
        error={status === 'failed' && billingMessages.cancelFailed}
        onConfirm={() => onConfirm(subscription.id)}
        onCancel={() => setOpen(false)}
      >
        {impact}
      </ConfirmDialog>
    </SettingsSection>
  );
}
