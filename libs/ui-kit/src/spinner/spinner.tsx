import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import {
  StyledSpinnerStatus,
  StyledSpinnerSvg,
  StyledSpinnerTrack,
  type SpinnerSize,
  type SpinnerTone,
} from './spinner.styles';

export type { SpinnerSize, SpinnerTone } from './spinner.styles';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** 'current' follows the text colour (e.g. inside a button). */
  tone?: SpinnerTone;
  /** What is loading, read by screen readers. */
  label?: string;
  /** Inside a control that already says it is busy (aria-busy): no status of its own. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  size = 'md',
  tone = 'current',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  const svg = (
    <StyledSpinnerSvg
      $size={size}
      $tone={tone}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={decorative ? className : undefined}
    >
      <StyledSpinnerTrack
        cx="12"
        cy="12"
        r="9.5"
        stroke="currentColor"
        strokeWidth="3"
      />
      <path
        d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </StyledSpinnerSvg>
  );

  if (decorative) return svg;

  return (
    <StyledSpinnerStatus role="status" aria-label={label} className={className}>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinnerStatus>
  );
}
