import { useId, type ReactNode } from 'react';
import {
  StyledFill,
  StyledHeader,
  StyledLabel,
  StyledProgress,
  StyledTrack,
  StyledValue,
  type ProgressSize,
  type ProgressTone,
} from './progress-bar.styles';

export type { ProgressSize, ProgressTone } from './progress-bar.styles';

/** A percentage held within 0–100 (NaN counts as 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Infinity ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

export interface ProgressBarProps {
  /** Percent complete; values outside 0–100 are capped (storage over quota shows full). */
  value: number;
  /** Visible label, which also names the progress bar. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Human-readable value, shown and announced instead of the percent, e.g. '3.2 GB of 5 GB'. */
  valueText?: string;
  /** Show the value beside the label. */
  showValue?: boolean;
  tone?: ProgressTone;
  size?: ProgressSize;
  className?: string;
}

export function ProgressBar({
  value,
  label,
  hideLabel = false,
  valueText,
  showValue = true,
  tone = 'primary',
  size = 'md',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = clampPercent(value);
  const rounded = Math.round(percent);
  const shownValue = valueText ?? `${rounded}%`;

  return (
    <StyledProgress className={className}>
      {(!hideLabel || showValue) && (
        <StyledHeader>
          {!hideLabel && <StyledLabel id={labelId}>{label}</StyledLabel>}
          {showValue && (
            <StyledValue aria-hidden="true">{shownValue}</StyledValue>
          )}
        </StyledHeader>
      )}
      <StyledTrack
        role="progressbar"
        aria-valuenow={rounded}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={valueText}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel && typeof label === 'string' ? label : undefined}
        $size={size}
      >
        <StyledFill $percent={percent} $tone={tone} />
      </StyledTrack>
    </StyledProgress>
  );
}
