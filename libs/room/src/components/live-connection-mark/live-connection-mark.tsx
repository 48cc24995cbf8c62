import { liveRoomMessages } from '@ruume/contracts';
import { Icon } from '@ruume/ui-kit';
import type { ConnectionQuality } from '../../live/media-transport';
import {
  StyledBar,
  StyledBars,
  StyledLost,
} from './live-connection-mark.styles';

const text = liveRoomMessages;

const BAR_COUNT: Record<Exclude<ConnectionQuality, 'lost'>, number> = {
  good: 3,
  fair: 2,
  poor: 1,
  unknown: 0,
};

/**
 * Someone's connection as we receive it: three bars as phones show signal, named for screen
 * readers; a lost connection says so in words (their picture froze, their voice stopped).
 */
export function LiveConnectionMark({
  quality,
}: {
  quality: ConnectionQuality;
}) {
  if (quality === 'lost')
    return (
      <StyledLost data-quality={quality}>
        <Icon name="warning" size="sm" />
        {text.quality.lost}
      </StyledLost>
    );
  const on = BAR_COUNT[quality];
  return (
    <StyledBars
      role="img"
      aria-label={text.quality[quality]}
      title={text.quality[quality]}
      data-quality={quality}
    >
      {([1, 2, 3] as const).map((level) => (
        <StyledBar key={level} $level={level} $on={level <= on} />
      ))}
    </StyledBars>
  );
}
