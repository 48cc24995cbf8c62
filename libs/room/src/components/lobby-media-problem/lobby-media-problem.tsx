import { lobbyMessages as text } from '@ruume/contracts';
import { Alert, Button, Text } from '@ruume/ui-kit';
import type { MediaProblem } from '../../media/acquire-media';
import {
  mediaProblemNotices,
  mediaWayForward,
} from '../../media/media-problem';
import { StyledForward, StyledProblems } from './lobby-media-problem.styles';

export interface LobbyMediaProblemProps {
  audioProblem: MediaProblem | null;
  videoProblem: MediaProblem | null;
  /** What works now, for the way forward ('you can still join with audio only'). */
  audio: boolean;
  video: boolean;
  onRetry: () => void;
  retrying?: boolean;
}

/**
 * Why the camera or microphone is missing, what to do about it, and that joining works
 * anyway. A polite live region: it appears when the browser answers, not on a click.
 */
export function LobbyMediaProblem({
  audioProblem,
  videoProblem,
  audio,
  video,
  onRetry,
  retrying = false,
}: LobbyMediaProblemProps) {
  const notices = mediaProblemNotices(audioProblem, videoProblem);
  return (
    <StyledProblems role="status">
      {notices.map((notice) => (
        <Alert
          key={notice.title}
          tone="warning"
          title={notice.title}
          live="none"
        >
          {notice.text}
        </Alert>
      ))}
      {notices.length > 0 && (
        <StyledForward>
          <Text size="sm" weight="medium">
            {mediaWayForward(audio, video)}
          </Text>
          <Button
            variant="secondary"
            size="sm"
            busy={retrying}
            onClick={onRetry}
          >
            {text.mediaRetry}
          </Button>
        </StyledForward>
      )}
    </StyledProblems>
  );
}
