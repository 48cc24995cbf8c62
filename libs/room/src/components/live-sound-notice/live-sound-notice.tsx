import { liveRoomMessages } from '@ruume/contracts';
import { Button, Icon } from '@ruume/ui-kit';
import { useSoundGate } from '../../live/sound-gate';
import { StyledBanner } from '../live-banner/live-banner.styles';

const text = liveRoomMessages;

/**
 * While the browser holds the room's sound (a watcher who opened the room without a click): the
 * picture plays muted, and one click turns the sound on for every tile.
 */
export function LiveSoundNotice() {
  const { held, release } = useSoundGate();
  if (!held) return null;
  return (
    <StyledBanner $tone="primary" role="status">
      <Icon name="speaker" size="sm" />
      <strong>{text.soundHeld}</strong>
      <Button size="sm" onClick={release}>
        {text.turnOnSound}
      </Button>
    </StyledBanner>
  );
}
