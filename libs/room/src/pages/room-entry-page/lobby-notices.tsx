// What the lobby says before anyone tries to join (room-entry-page.tsx): what joining asks (a
// password, a fee to take part or to watch) and what the room says now (full, locked, a waiting
// room, an audience that is full, a recording running), polled.
import {
  type RoomEntry,
  type RoomEntryMode,
  type RoomStatus,
  lobbyMessages as text,
} from '@ruume/contracts';
import { Alert, formatMoney, Icon } from '@ruume/ui-kit';
import { StyledHint, StyledHints } from './room-entry-page.styles';

/** What joining asks of a guest: a password, a fee (unless paid already), a fee to watch. */
export function EntryHints({
  room,
  feePaid,
}: {
  room: RoomEntry;
  feePaid: boolean;
}) {
  const participant = feePaid
    ? undefined
    : room.payments.find((p) => p.type === 'participant');
  const audience = room.payments.find((p) => p.type === 'audience');
  if (!room.passwordRequired && !participant && !audience) return null;
  return (
    <StyledHints>
      {room.passwordRequired && (
        <StyledHint>
          <Icon name="lock" size="sm" />
          {text.passwordHint}
        </StyledHint>
      )}
      {participant && (
        <StyledHint>
          <Icon name="credit-card" size="sm" />
          {text.paidHint(formatMoney(participant.amount, participant.currency))}
        </StyledHint>
      )}
      {audience && (
        <StyledHint>
          <Icon name="eye" size="sm" />
          {text.audienceHint(formatMoney(audience.amount, audience.currency))}
        </StyledHint>
      )}
    </StyledHints>
  );
}

/** Whether the chosen way in is refused now: full (the stage or the audience), or locked. */
export const isBlocked = (
  status: RoomStatus | undefined,
  mode: RoomEntryMode,
) =>
  Boolean(
    status &&
      (status.locked ||
        (mode === 'audience'
          ? !status.audience?.open || status.audience.full
          : status.full)),
  );

/** Full, locked, a waiting room, a recording: what the room says now (polled), before anyone tries. */
export function RoomState({
  status,
  allowed,
  mode,
}: {
  status: RoomStatus | undefined;
  /** The people the host's tier allows. */
  allowed: number;
  mode: RoomEntryMode;
}) {
  if (!status) return null;
  const audience = mode === 'audience' ? status.audience : null;
  const full = audience ? audience.full : status.full;
  return (
    <>
      {!audience &&
        status.capacityLimitedBy === 'no-sfu' &&
        status.capacity < allowed && (
          <Alert tone="info" live="none">
            {text.capacityNoSfu(status.capacity, allowed)}
          </Alert>
        )}
      {audience?.full ? (
        <Alert tone="warning" title={text.audienceFullTitle}>
          {text.audienceFullText(audience.capacity)}
        </Alert>
      ) : full ? (
        <Alert tone="warning" title={text.fullTitle}>
          {text.fullText(status.capacity)}
        </Alert>
      ) : status.locked ? (
        <Alert tone="warning" title={text.lockedTitle}>
          {text.lockedText}
        </Alert>
      ) : null}
      {status.waitingRoom && !full && !status.locked && (
        <Alert tone="info" title={text.waitingRoomTitle} live="none">
          {text.waitingRoomText}
        </Alert>
      )}
      {/* Said before joining, and announced if it starts while the person waits here. */}
      {status.recording && (
        <Alert tone="info" title={text.recordingTitle}>
          {text.recordingText}
        </Alert>
      )}
    </>
  );
}
