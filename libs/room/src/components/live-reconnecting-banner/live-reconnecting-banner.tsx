import { liveRoomMessages } from '@ruume/contracts';
import { Button, Spinner } from '@ruume/ui-kit';
import { StyledBanner } from '../live-banner/live-banner.styles';

const text = liveRoomMessages;

export interface LiveReconnectingBannerProps {
  /** 'connection': our socket dropped; 'media': the SFU's node went away (nothing to do). */
  what?: 'connection' | 'media';
  onReconnectNow?: () => void;
}

/** Shown while the socket or the room's media comes back; the call stays on screen underneath. */
export function LiveReconnectingBanner({
  what = 'connection',
  onReconnectNow,
}: LiveReconnectingBannerProps) {
  return (
    <StyledBanner role="status" data-testid="reconnecting-banner">
      <Spinner size="sm" tone="primary" label={text.reconnecting} />
      <span>
        <strong>{text.reconnecting}</strong>{' '}
        {what === 'media' ? text.mediaReconnectingText : text.reconnectingText}
      </span>
      {what === 'connection' && onReconnectNow && (
        <Button size="sm" variant="secondary" onClick={onReconnectNow}>
          {text.reconnectNow}
        </Button>
      )}
    </StyledBanner>
  );
}
