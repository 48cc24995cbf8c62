import {
  PLAN_TIERS,
  type AdminStats as Stats,
  type PlanTier,
} from '@ruume/contracts';
import { ProgressBar, Text } from '@ruume/ui-kit';
import {
  StyledStat,
  StyledStatLabel,
  StyledStats,
  StyledStatValue,
  StyledTierList,
  StyledTiers,
} from './admin-stats.styles';

const tierLabels: Record<PlanTier, string> = {
  house: 'house (free)',
  student: 'student',
  professional: 'professional',
  business: 'business',
};

const count = new Intl.NumberFormat('en');

/** Account counts: totals by status, and how many accounts each plan tier has. */
export function AdminStats({ stats }: { stats: Stats }) {
  const { users, tiers } = stats;
  const cards = [
    {
      label: 'accounts',
      value: users.total,
      note: `+${count.format(users.newLast7Days)} in the last 7 days`,
    },
    { label: 'active', value: users.active },
    { label: 'blocked', value: users.blocked },
    {
      label: 'unverified',
      value: users.unverified,
      note: 'waiting for their confirmation link',
    },
    { label: 'admins', value: users.admins },
  ];
  return (
    <>
      <StyledStats aria-label="account counts">
        {cards.map((card) => (
          <StyledStat key={card.label}>
            <StyledStatLabel>{card.label}</StyledStatLabel>
            <StyledStatValue>{count.format(card.value)}</StyledStatValue>
            {card.note && (
              <Text size="xs" tone="muted">
                {card.note}
              </Text>
            )}
          </StyledStat>
        ))}
      </StyledStats>
      <StyledTiers>
        <Text weight="semibold">accounts by plan</Text>
        <StyledTierList>
          {PLAN_TIERS.map((tier) => (
            <li key={tier}>
              <ProgressBar
                label={tierLabels[tier]}
                value={
                  users.total === 0 ? 0 : (tiers[tier] / users.total) * 100
                }
                valueText={count.format(tiers[tier])}
                showValue
                size="sm"
              />
            </li>
          ))}
        </StyledTierList>
      </StyledTiers>
    </>
  );
}
