import {
  billingMessages,
  currentTier,
  type CurrentUser,
  type SubscriptionStatus,
} from '@ruume/contracts';
import { Badge, Heading, Text, type BadgeTone } from '@ruume/ui-kit';
import { formatBillingDate } from '../../utils/billing-format';
import { StyledCurrentPlan, StyledPlanName } from './current-plan.styles';

const statusTone: Record<SubscriptionStatus, BadgeTone> = {
  trialing: 'info',
  active: 'success',
  past_due: 'danger',
  canceled: 'neutral',
};

/** What the next date of a subscription means, by its status. */
function periodEndLine(status: SubscriptionStatus, date: string): string {
  switch (status) {
    case 'trialing':
      return billingMessages.trialEndsOn(date);
    case 'active':
      return billingMessages.renewsOn(date);
    case 'past_due':
      return billingMessages.renewalFailed(date);
    case 'canceled':
      return billingMessages.endsOn(date);
  }
}

/** The signed-in user's plan: its tier and status, how it is billed and what happens next. */
export function CurrentPlan({ user }: { user: CurrentUser }) {
  const tier = currentTier(user);
  const subscription = user.planSubscription;
  return (
    <StyledCurrentPlan>
      <StyledPlanName>
        <Heading level={3} size="xl">
          {tier}
        </Heading>
        {subscription && (
          <Badge tone={statusTone[subscription.status]}>
            {billingMessages.statusNames[subscription.status]}
          </Badge>
        )}
      </StyledPlanName>
      {subscription ? (
        <>
          <Text size="sm" tone="muted">
            {billingMessages.billedEvery[subscription.interval.unit]}
          </Text>
          <Text
            tone={subscription.status === 'past_due' ? 'danger' : 'default'}
          >
            {periodEndLine(
              subscription.status,
              formatBillingDate(subscription.currentPeriodEnd),
            )}
          </Text>
        </>
      ) : (
        <Text tone="muted">{billingMessages.freePlanSummary}</Text>
      )}
    </StyledCurrentPlan>
  );
}
