import {
  StyledRecordingDot,
  type RecordingDotSize,
} from './recording-dot.styles';

export type { RecordingDotSize } from './recording-dot.styles';

export interface RecordingDotProps {
  size?: RecordingDotSize;
  /** Pulses while a recording runs (still for people who ask for reduced motion). */
  live?: boolean;
  className?: string;
}

/**
 * The red dot of recording: on the record button, the room's "rec" badge and a recording in
 * progress. Decorative: the words beside it say what it means.
 */
export function RecordingDot({
  size = 'sm',
  live = false,
  className,
}: RecordingDotProps) {
  return (
    <StyledRecordingDot
      aria-hidden="true"
      data-live={live || undefined}
      $size={size}
      $live={live}
      className={className}
    />
  );
}
