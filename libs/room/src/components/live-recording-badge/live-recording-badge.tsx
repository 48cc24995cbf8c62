import { useEffect, useState } from 'react';
import { liveRoomMessages as text } from '@ruume/contracts';
import { RecordingDot } from '@ruume/ui-kit';
import { StyledRecordingBadge } from './live-recording-badge.styles';

export interface LiveRecordingBadgeProps {
  /** When the recording started, on this browser's clock (ms). */
  since: number;
  /** The clock (stories and tests fix it). */
  now?: () => number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Time since the start: mm:ss, h:mm:ss past the hour (never below zero). */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** The same as an ISO 8601 duration, for <time dateTime>. */
const isoDuration = (ms: number) => `PT${Math.floor(Math.max(0, ms) / 1000)}S`;

/**
 * "● rec 03:12" in the room's top bar, for everyone (the audience too), while the meeting is
 * recorded. A timer, which screen readers do not announce each second: the start and the stop
 * are announced once, as notices.
 */
export function LiveRecordingBadge({
  since,
  now = Date.now,
}: LiveRecordingBadgeProps) {
  const [at, setAt] = useState(now);
  useEffect(() => {
    setAt(now());
    const timer = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const elapsed = at - since;
  return (
    <StyledRecordingBadge
      role="timer"
      aria-label={text.recordingBadgeLabel}
      title={text.recordingBadgeLabel}
    >
      <RecordingDot live />
      {text.recordingBadge}
      <time dateTime={isoDuration(elapsed)}>{formatElapsed(elapsed)}</time>
    </StyledRecordingBadge>
  );
}
