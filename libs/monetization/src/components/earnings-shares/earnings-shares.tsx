import {
  EARNING_SOURCES,
  earningsSharePercent,
  monetizationMessages as text,
  paths,
  type PlanTier,
} from '@ruume/contracts';
import { SettingsSection, TextLink } from '@ruume/ui-kit';
import {
  StyledNote,
  StyledPercent,
  StyledShare,
  StyledShares,
  StyledSource,
} from './earnings-shares.styles';

/**
 * SPEC §9 earnings shares: what the creator keeps per source on their tier, and a way to a plan
 * that earns from more.
 */
export function EarningsShares({ tier }: { tier: PlanTier }) {
  const percents = EARNING_SOURCES.map(
    (source) => [source, earningsSharePercent(tier, source)] as const,
  );
  const missesSome = percents.some(([, percent]) => percent === null);
  return (
    <SettingsSection
      title={text.earningsTitle}
      description={text.earningsDescription(tier)}
    >
      <StyledShares>
        {percents.map(([source, percent]) => (
          <StyledShare key={source} $earns={percent !== null}>
            <StyledPercent $earns={percent !== null} aria-hidden="true">
              {percent === null ? '—' : `${percent}%`}
            </StyledPercent>
            <StyledSource>{text.earningSources[source]}</StyledSource>
            <StyledNote>
              {percent === null ? text.notOnPlan : text.youKeep(percent)}
            </StyledNote>
          </StyledShare>
        ))}
      </StyledShares>
      {missesSome && (
        <div>
          <TextLink to={paths.settings.subscription}>
            {text.upgradeForMore}
          </TextLink>
        </div>
      )}
    </SettingsSection>
  );
}
