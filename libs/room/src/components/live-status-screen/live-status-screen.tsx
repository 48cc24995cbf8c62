import { Link } from 'react-router-dom';
import { paths, liveRoomMessages } from '@ruume/contracts';
import { Button, Stack, StatusPage, Text } from '@ruume/ui-kit';
import type { RoomPhase } from '../../live/room-state';

const text = liveRoomMessages;

/** The phases shown as a whole page instead of the call. */
export type LiveStatusPhase = Extract<
  RoomPhase,
  | 'connecting'
  | 'waiting'
  | 'denied'
  | 'ended'
  | 'replaced'
  | 'refused'
  | 'failed'
>;

export interface LiveStatusScreenProps {
  phase: LiveStatusPhase;
  roomId: string;
  displayName?: string;
  /** Why the room refused the entry (full, locked). */
  refusal?: string | null;
  onLeave?: () => void;
  /** 'use here' after 'replaced', 'try again' after 'failed'. */
  onReconnect?: () => void;
}

/** Connecting, waiting to be let in, or how the call ended: one message and the way on. */
export function LiveStatusScreen({
  phase,
  roomId,
  displayName,
  refusal,
  onLeave,
  onReconnect,
}: LiveStatusScreenProps) {
  const home = (
    <Button as={Link} to={paths.dashboard.root} replace variant="secondary">
      {text.backHome}
    </Button>
  );
  const lobby = (
    <Button as={Link} to={paths.room(roomId)} replace>
      {text.backToLobby}
    </Button>
  );
  switch (phase) {
    case 'connecting':
      return <StatusPage busy title={text.connecting} />;
    case 'waiting':
      return (
        <StatusPage
          busy
          title={text.waitingTitle}
          description={
            <Stack as="span" gap={2} align="center">
              <span>{text.waitingText}</span>
              {displayName && (
                <Text as="span" size="sm" tone="muted">
                  {text.waitingAs(displayName)}
                </Text>
              )}
            </Stack>
          }
          actions={
            <Button variant="secondary" onClick={onLeave}>
              {text.leave}
            </Button>
          }
        />
      );
    case 'denied':
      return (
        <StatusPage
          icon="lock"
          title={text.deniedTitle}
          description={text.deniedText}
          actions={
            <Stack direction="row" gap={3} wrap justify="center">
              {lobby}
              {home}
            </Stack>
          }
        />
      );
    case 'ended':
      return (
        <StatusPage
          icon="check-circle"
          title={text.endedTitle}
          description={text.endedText}
          actions={
            <Button as={Link} to={paths.dashboard.root} replace>
              {text.backHome}
            </Button>
          }
        />
      );
    case 'replaced':
      return (
        <StatusPage
          icon="info"
          title={text.replacedTitle}
          description={text.replacedText}
          actions={
            <Stack direction="row" gap={3} wrap justify="center">
              <Button onClick={onReconnect}>{text.useHere}</Button>
              {home}
            </Stack>
          }
        />
      );
    case 'refused':
      return (
        <StatusPage
          icon="lock"
          title={text.refusedTitle}
          description={refusal ?? undefined}
          actions={
            <Stack direction="row" gap={3} wrap justify="center">
              {lobby}
              {home}
            </Stack>
          }
        />
      );
    case 'failed':
      return (
        <StatusPage
          icon="alert-circle"
          title={text.failedTitle}
          description={text.failedText}
          actions={
            <Stack direction="row" gap={3} wrap justify="center">
              <Button onClick={onReconnect}>{text.tryAgain}</Button>
              {lobby}
            </Stack>
          }
        />
      );
  }
}
