import { useId } from 'react';
import { liveRoomMessages as text, type RoomWaiter } from '@ruume/contracts';
import { Avatar, Badge, Button } from '@ruume/ui-kit';
import type { ModeratorTarget } from '../../live/room-snapshot';
import { nameParts } from '../live-tile/live-tile';
import {
  StyledActions,
  StyledList,
  StyledRow,
  StyledSectionHeader,
  StyledWaitingSection,
  StyledWho,
} from './live-people-panel.styles';

/** Who waits to be let in (moderators only): each admitted or denied, or all at once. */
export function WaitingList({
  waiting,
  onAdmit,
  onDeny,
}: {
  waiting: RoomWaiter[];
  onAdmit: (target: ModeratorTarget) => void;
  onDeny: (target: ModeratorTarget) => void;
}) {
  const titleId = useId();
  return (
    <StyledWaitingSection aria-labelledby={titleId}>
      <StyledSectionHeader>
        <h3 id={titleId}>{text.waitingTitleList(waiting.length)}</h3>
        {waiting.length > 1 && (
          <StyledActions>
            <Button size="sm" onClick={() => onAdmit('all')}>
              {text.admitAll}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onDeny('all')}>
              {text.denyAll}
            </Button>
          </StyledActions>
        )}
      </StyledSectionHeader>
      <StyledList>
        {waiting.map((waiter) => (
          <StyledRow key={waiter.id} data-testid={`waiter-${waiter.id}`}>
            <span aria-hidden="true">
              <Avatar {...nameParts(waiter.displayName)} size="sm" />
            </span>
            <StyledWho>
              <span>{waiter.displayName}</span>
              <span>
                {waiter.signedIn ? text.signedInBadge : text.guestBadge}
              </span>
            </StyledWho>
            {waiter.watch && <Badge tone="neutral">{text.watchBadge}</Badge>}
            <StyledActions>
              <Button
                size="sm"
                aria-label={text.admitNamed(waiter.displayName)}
                onClick={() => onAdmit(waiter.id)}
              >
                {text.admit}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={text.denyNamed(waiter.displayName)}
                onClick={() => onDeny(waiter.id)}
              >
                {text.deny}
              </Button>
            </StyledActions>
          </StyledRow>
        ))}
      </StyledList>
    </StyledWaitingSection>
  );
}
