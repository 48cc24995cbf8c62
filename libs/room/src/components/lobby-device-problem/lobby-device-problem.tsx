import { lobbyMessages as text } from '@ruume/contracts';
import { Alert, Button, Text } from '@ruume/ui-kit';
import type { DeviceProblem } from '../../devices/acquire-devices';
import {
  lobbyProblemNotices,
  lobbyWayForward,
} from '../../devices/device-problem';
import { StyledForward, StyledProblems } from './lobby-device-problem.styles';

export interface LobbyDeviceProblemProps {
  audioProblem: DeviceProblem | null;
  videoProblem: DeviceProblem | null;
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
export function LobbyDeviceProblem({
  audioProblem,
  videoProblem,
  audio,
  video,
  onRetry,
  retrying = false,
}: LobbyDeviceProblemProps) {
  const notices = lobbyProblemNotices(audioProblem, videoProblem);
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
            {lobbyWayForward(audio, video)}
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
