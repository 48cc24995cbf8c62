import { liveRoomMessages } from '@ruume/contracts';
import { Button, Spinner } from '@ruume/ui-kit';
import { StyledBanner } from './live-reconnecting-banner.styles';

const text = liveRoomMessages;

export interface LiveReconnectingBannerProps {
  onReconnectNow: () => void;
}

/** Shown while the socket comes back; the call stays on screen underneath. */
export function LiveReconnectingBanner({
  onReconnectNow,
}: LiveReconnectingBannerProps) {
  return (
    <StyledBanner role="status" data-testid="reconnecting-banner">
      <Spinner size="sm" tone="primary" label={text.reconnecting} />
      <span>
        <strong>{text.reconnecting}</strong> {text.reconnectingText}
      </span>
      <Button size="sm" variant="secondary" onClick={onReconnectNow}>
        {text.reconnectNow}
      </Button>
    </StyledBanner>
  );
}
