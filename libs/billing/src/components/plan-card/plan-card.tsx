import { useId, type ReactNode } from 'react';
import {
  FREE_TIER,
  TIER_FEATURES,
  billingMessages,
  tierPlanPrice,
  yearSavingsPercent,
  type BillingInterval,
  type PlanTier,
  type TierPlan,
} from '@ruume/contracts';
import { Badge, Heading, Icon, Text, formatDollars } from '@ruume/ui-kit';
import { formatMonthlyShare } from '../../utils/billing-format';
import {
  StyledAction,
  StyledAmount,
  StyledFeature,
  StyledFeatures,
  StyledPlanCard,
  StyledPlanHeader,
  StyledPrice,
} from './plan-card.styles';

export interface PlanCardProps {
  tier: PlanTier;
  /** The tier's plan from the server (none for house, which is free). */
  plan?: TierPlan;
  /** The billing cycle whose price shows. */
  interval: BillingInterval;
  /** The signed-in user's plan: marked, and announced as current. */
  isCurrent?: boolean;
  /** What the user can do with this plan (an upgrade button), at the bottom of the card. */
  action?: ReactNode;
}

/** SPEC §6 features of a tier, each included or not. */
function features(tier: PlanTier) {
  const f = TIER_FEATURES[tier];
  return [
    { text: billingMessages.participants(f.participants), on: true },
    { text: billingMessages.audience(f.audience), on: f.audience > 0 },
    {
      text: billingMessages.embeddedLinks(f.embeddedLinks),
      on: f.embeddedLinks > 0,
    },
    { text: billingMessages.backgrounds(f.backgrounds), on: f.backgrounds },
    {
      text: billingMessages.storedFiles(f.storedFiles && f.monetisedFiles),
      on: f.storedFiles && f.monetisedFiles,
    },
    { text: billingMessages.aiSummary(f.aiSummary), on: f.aiSummary },
  ];
}

function Price({
  tier,
  plan,
  interval,
}: Pick<PlanCardProps, 'tier' | 'plan' | 'interval'>) {
  if (tier === FREE_TIER)
    return (
      <StyledPrice>
        <StyledAmount>{billingMessages.freePrice}</StyledAmount>
      </StyledPrice>
    );
  const price = plan && tierPlanPrice(plan, interval);
  if (!price)
    return (
      <StyledPrice>
        <Text tone="muted">{billingMessages.priceUnavailable}</Text>
      </StyledPrice>
    );
  const monthly = plan && tierPlanPrice(plan, 'month');
  const savings =
    interval === 'year' && monthly
      ? yearSavingsPercent(monthly.unit_amount, price.unit_amount)
      : 0;
  return (
    <StyledPrice>
      <div>
        <StyledAmount>{formatDollars(price.unit_amount)}</StyledAmount>{' '}
        <Text as="span" tone="muted">
          {billingMessages.perInterval[interval]}
        </Text>
      </div>
      {interval === 'year' && (
        <Text size="sm" tone="muted">
          {billingMessages.yearlyPerMonth(
            formatMonthlyShare(price.unit_amount),
          )}{' '}
          {savings > 0 && (
            <Badge tone="success">{billingMessages.savePercent(savings)}</Badge>
          )}
        </Text>
      )}
    </StyledPrice>
  );
}

/** One tier of the subscription page: its name, price for the cycle, features and action. */
export function PlanCard({
  tier,
  plan,
  interval,
  isCurrent = false,
  action,
}: PlanCardProps) {
  const titleId = useId();
  return (
    <StyledPlanCard
      aria-labelledby={titleId}
      aria-current={isCurrent ? 'true' : undefined}
      $current={isCurrent}
    >
      <StyledPlanHeader>
        <Heading level={3} size="lg" id={titleId}>
          {tier}
        </Heading>
        {isCurrent && (
          <Badge tone="primary">{billingMessages.currentPlan}</Badge>
        )}
      </StyledPlanHeader>
      <Text size="sm" tone="muted">
        {billingMessages.tierTaglines[tier]}
      </Text>
      <Price tier={tier} plan={plan} interval={interval} />
      <StyledFeatures aria-label={billingMessages.featuresOf(tier)}>
        {features(tier).map(({ text, on }) => (
          <StyledFeature key={text} $on={on}>
            <Icon name={on ? 'check' : 'close'} size="sm" />
            {text}
          </StyledFeature>
        ))}
      </StyledFeatures>
      {action && <StyledAction>{action}</StyledAction>}
    </StyledPlanCard>
  );
}
