import { useEffect, useId, useRef, useState } from 'react';
import { analytics, errorMessage, useCurrentUser } from '@ruume/api-client';
import {
  FREE_TIER,
  billingMessages,
  canChangePlanFrom,
  canSelfChangeTier,
  currentTier,
  isPaidTier,
  messages,
  tierPlanPrice,
  yearSavingsPercent,
  type BillingInterval,
  type PlanSubscription,
  type PlanTier,
  type TierPlan,
} from '@ruume/contracts';
import {
  Alert,
  Button,
  Heading,
  LoadError,
  SettingsSection,
  Spinner,
  Stack,
  StorageMeter,
  Text,
} from '@ruume/ui-kit';
import { useTierPlansQuery } from '../../api/billing-api';
import { BillingCycleToggle } from '../../components/billing-cycle-toggle/billing-cycle-toggle';
import { CancelPlan } from '../../components/cancel-plan/cancel-plan';
import { CancelPlanImpact } from '../../components/cancel-plan-impact/cancel-plan-impact';
import { CurrentPlan } from '../../components/current-plan/current-plan';
import { FreeTrialOffer } from '../../components/free-trial-offer/free-trial-offer';
import { PlanCard } from '../../components/plan-card/plan-card';
import {
  PlanChangeDialog,
  type PlanChangeTarget,
} from '../../components/plan-change-dialog/plan-change-dialog';
import { useCheckout } from '../../hooks/use-checkout';
import { useDowngrade, type DowngradeStatus } from '../../hooks/use-downgrade';
import {
  usePlanChange,
  type PlanChangeStatus,
} from '../../hooks/use-plan-change';
import { useRefreshUserOnReturn } from '../../hooks/use-refresh-user-on-return';
import {
  StyledPlanGrid,
  StyledPlans,
  StyledPlansHeader,
  StyledPlansIntro,
} from './subscription-page.styles';

/** The tiers in the order the page offers them, free first (SPEC §6). */
const TIERS: readonly PlanTier[] = [
  'house',
  'student',
  'professional',
  'business',
];

/** The best yearly saving among the plans (SPEC §5), for the cycle toggle. */
const bestYearSavings = (plans: readonly TierPlan[]): number =>
  Math.max(
    0,
    ...plans.map((plan) => {
      const monthly = tierPlanPrice(plan, 'month');
      const yearly = tierPlanPrice(plan, 'year');
      return monthly && yearly
        ? yearSavingsPercent(monthly.unit_amount, yearly.unit_amount)
        : 0;
    }),
  );

/** What the page says of a cancellation under way or just done. */
function CancellationStatus({ status }: { status: DowngradeStatus }) {
  switch (status) {
    case 'polling':
      return <Alert tone="info" title={billingMessages.cancelling} />;
    case 'cancelled':
      return <Alert tone="success">{messages.subscriptionCancelled()}</Alert>;
    case 'pending':
      return <Alert tone="warning">{billingMessages.cancelPending}</Alert>;
    default:
      return null;
  }
}

/** What the page says of a plan switch under way or just done. */
function PlanChangeNotice({
  status,
  changed,
}: {
  status: PlanChangeStatus;
  changed: { tier: PlanTier; interval: BillingInterval } | null;
}) {
  switch (status) {
    case 'polling':
      return <Alert tone="info" title={billingMessages.switchingPlan} />;
    case 'changed':
      return changed ? (
        <Alert tone="success">
          {billingMessages.planChanged(changed.tier, changed.interval)}
        </Alert>
      ) : null;
    case 'pending':
      return <Alert tone="warning">{billingMessages.planChangePending}</Alert>;
    default:
      return null;
  }
}

/** Why a paid plan offers no switch: a trial or an unpaid renewal, or business (support). */
function planChangeHint(plan: PlanSubscription): string | null {
  if (!canChangePlanFrom(plan.status))
    return billingMessages.planChangeNotActive;
  if (plan.tier === 'business') return billingMessages.planChangeViaSupport;
  return null;
}

/** The conversion is reported once the account is seen moving from house to a paid plan. */
function useReportUpgrade(tier: PlanTier | null, interval?: BillingInterval) {
  const previous = useRef(tier);
  useEffect(() => {
    if (previous.current === FREE_TIER && tier && isPaidTier(tier))
      analytics.track('upgrade', { tier, interval });
    previous.current = tier;
  }, [tier, interval]);
}

/**
 * SPEC §2 /settings/subscription: the user's plan and storage, the free trial offer, the four
 * tiers with their features and prices per billing cycle, upgrading (checkout in a new tab) and
 * cancelling (SPEC §4). The plan follows when the user comes back from checkout.
 */
export function SubscriptionPage() {
  const { user } = useCurrentUser();
  useRefreshUserOnReturn();
  const plans = useTierPlansQuery();
  const checkout = useCheckout(plans.data ?? []);
  const downgrade = useDowngrade();
  const planChange = usePlanChange();
  const [switchTarget, setSwitchTarget] = useState<PlanChangeTarget | null>(
    null,
  );
  const [cycle, setCycle] = useState<BillingInterval>(
    () => user?.planSubscription?.interval.unit ?? 'month',
  );
  const plansTitleId = useId();
  const tier = user ? currentTier(user) : null;
  useReportUpgrade(tier, user?.planSubscription?.interval.unit);

  // The protected route renders this page only for a signed-in user.
  if (!user || !tier) return null;

  const planList = plans.data;
  const onPaidPlan = isPaidTier(tier);
  const subscription = user.planSubscription;
  /** Another paid plan, or this one in the other cycle: switched with proration. */
  const switchAction = (cardTier: PlanTier, plan: PlanSubscription) => {
    const sameTier = cardTier === tier;
    if (!canChangePlanFrom(plan.status) || !canSelfChangeTier(tier, cardTier))
      return null;
    if (sameTier && cycle === plan.interval.unit) return null;
    const price = planList?.find((p) => p.metadata.tier === cardTier);
    const priceId = price && tierPlanPrice(price, cycle)?.id;
    if (!priceId) return null;
    return (
      <Button
        fullWidth
        variant="secondary"
        onClick={() => {
          planChange.reset();
          setSwitchTarget({ tier: cardTier, interval: cycle, priceId });
        }}
      >
        {sameTier
          ? billingMessages.switchToCycle(cycle)
          : billingMessages.switchTo(cardTier)}
      </Button>
    );
  };
  const actionFor = (cardTier: PlanTier) => {
    if (cardTier === FREE_TIER) return null;
    if (onPaidPlan)
      return subscription ? switchAction(cardTier, subscription) : null;
    if (cardTier === tier) return null;
    return (
      <Button
        fullWidth
        variant={cardTier === 'professional' ? 'primary' : 'secondary'}
        trailingIcon="external-link"
        busy={checkout.opening === cardTier}
        busyLabel={billingMessages.openingCheckout}
        onClick={() => checkout.upgrade(cardTier, cycle)}
      >
        {billingMessages.upgradeTo(cardTier)}
      </Button>
    );
  };
  const hint = onPaidPlan && subscription ? planChangeHint(subscription) : null;

  return (
    <Stack gap={8}>
      <CancellationStatus status={downgrade.status} />
      <PlanChangeNotice
        status={planChange.status}
        changed={planChange.changed}
      />

      <SettingsSection title={billingMessages.currentPlanTitle}>
        <CurrentPlan user={user} />
        <StorageMeter storage={user.recordingStorage} />
      </SettingsSection>

      {tier === FREE_TIER && user.isFreeTrialAvailable && (
        <FreeTrialOffer
          onStart={checkout.startFreeTrial}
          busy={checkout.opening === 'free-trial'}
        />
      )}

      {checkout.error !== null && (
        <Alert tone="danger">{errorMessage(checkout.error)}</Alert>
      )}

      <StyledPlans aria-labelledby={plansTitleId}>
        <StyledPlansHeader>
          <StyledPlansIntro>
            <Heading level={2} size="lg" id={plansTitleId}>
              {billingMessages.plansTitle}
            </Heading>
            <Text size="sm" tone="muted">
              {billingMessages.plansDescription}
            </Text>
          </StyledPlansIntro>
          <BillingCycleToggle
            value={cycle}
            onValueChange={setCycle}
            yearSavingsPercent={bestYearSavings(plans.data ?? [])}
          />
        </StyledPlansHeader>

        {plans.isLoading && (
          <Stack align="center">
            <Spinner
              size="lg"
              tone="primary"
              label={billingMessages.loadingPlans}
            />
          </Stack>
        )}
        {plans.isError && (
          <LoadError
            title={billingMessages.loadFailedTitle}
            message={errorMessage(plans.error)}
            onRetry={() => void plans.refetch()}
          />
        )}
        {planList && (
          <StyledPlanGrid>
            {TIERS.map((cardTier) => (
              <li key={cardTier}>
                <PlanCard
                  tier={cardTier}
                  plan={planList.find(
                    (plan) => plan.metadata.tier === cardTier,
                  )}
                  interval={cycle}
                  isCurrent={cardTier === tier}
                  action={actionFor(cardTier)}
                />
              </li>
            ))}
          </StyledPlanGrid>
        )}
        {hint && (
          <Text size="sm" tone="muted">
            {hint}
          </Text>
        )}
      </StyledPlans>

      {subscription && (
        <PlanChangeDialog
          subscriptionId={subscription.id}
          target={switchTarget}
          status={planChange.status}
          error={planChange.error}
          onConfirm={(target) =>
            void planChange
              .change(subscription.id, target.priceId)
              .then((outcome) => {
                // Done or on its way: the page says so; a refusal keeps the dialog.
                if (outcome !== 'failed') setSwitchTarget(null);
              })
          }
          onClose={() => setSwitchTarget(null)}
        />
      )}

      <CancelPlan
        subscription={user.planSubscription}
        status={downgrade.status}
        onConfirm={(subscriptionId) => void downgrade.cancel(subscriptionId)}
        onReset={downgrade.reset}
        impact={<CancelPlanImpact />}
      />
    </Stack>
  );
}
