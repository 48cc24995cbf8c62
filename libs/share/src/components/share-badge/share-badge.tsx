import { Icon, type IconName } from '@ruume/ui-kit';
import { StyledShareBadge } from './share-badge.styles';

/** The page's subject at a glance, above its heading: a lock to pay, a heart to tip, a download. */
export function ShareBadge({ icon }: { icon: IconName }) {
  return (
    <StyledShareBadge>
      <Icon name={icon} size="lg" />
    </StyledShareBadge>
  );
}
