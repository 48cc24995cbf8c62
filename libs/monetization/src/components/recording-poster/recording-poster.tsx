import type { Recording } from '@ruume/contracts';
import { Icon } from '@ruume/ui-kit';
import { formatDuration } from '../../utils/format';
import {
  StyledDuration,
  StyledFallback,
  StyledFrame,
  StyledPlayMark,
} from './recording-poster.styles';

export interface RecordingPosterProps {
  recording: Pick<Recording, 'posterUrl' | 'durationSeconds'>;
  /** Show the play mark (the poster is a play button). */
  playable?: boolean;
  /**
   * Show the length over the still. Off inside a play button, whose name would no longer match
   * its visible text: PosterDuration goes beside the button then.
   */
  showDuration?: boolean;
}

/** A recording's length over the bottom corner of its still (in a positioned parent). */
export function PosterDuration({ seconds }: { seconds: number | null }) {
  if (seconds === null) return null;
  return (
    <StyledDuration aria-hidden="true">
      {formatDuration(seconds)}
    </StyledDuration>
  );
}

/** A recording's still with its length; the fallback art when no still could be made. */
export function RecordingPoster({
  recording: { posterUrl, durationSeconds },
  playable = false,
  showDuration = true,
}: RecordingPosterProps) {
  return (
    <StyledFrame>
      {posterUrl ? (
        // The name sits beside it: the still adds nothing to read.
        <img src={posterUrl} alt="" loading="lazy" />
      ) : (
        <StyledFallback>
          <Icon name="video" size="xl" />
        </StyledFallback>
      )}
      {playable && (
        <StyledPlayMark data-play-mark>
          <span>
            <Icon name="play" size="lg" />
          </span>
        </StyledPlayMark>
      )}
      {showDuration && <PosterDuration seconds={durationSeconds} />}
    </StyledFrame>
  );
}
