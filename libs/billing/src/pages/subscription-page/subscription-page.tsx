import { useEffect, useId, useRef, useState } from 'react';
import { analytics, errorMessage, useCurrentUser } from '@ruume/api-client';
import {
  FREE_TIER,
  billingMessages,
  currentTier,
  isPaidTier,
  messages,
  tierPlanPrice,
  yearSavingsPercent,
  type BillingInterval,
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
import { CurrentPlan } from '../../components/current-plan/current-plan';
import { FreeTrialOffer } from '../../components/free-trial-offer/free-trial-offer';
import { PlanCard } from '../../components/plan-card/plan-card';
import { useCheckout } from '../../hooks/use-checkout';
import { useDowngrade, type DowngradeStatus } from '../../hooks/use-downgrade';
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
  const actionFor = (cardTier: PlanTier) => {
    // A paid plan changes through cancelling (or support), not a second checkout.
    if (cardTier === tier || cardTier === FREE_TIER || onPaidPlan) return null;
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

  return (
    <Stack gap={8}>
      <CancellationStatus status={downgrade.status} />

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
        {onPaidPlan && (
          <Text size="sm" tone="muted">
            {billingMessages.switchPlanHint}
          </Text>
        )}
      </StyledPlans>

      <CancelPlan
        subscription={user.planSubscription}
        status={downgrade.status}
        onConfirm={(subscriptionId) => void downgrade.cancel(subscriptionId)}
        onReset={downgrade.reset}
      />
    </Stack>
  );
}
