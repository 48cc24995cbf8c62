import {
  StyledLogo,
  StyledMark,
  StyledWordmark,
  type LogoSize,
} from './logo.styles';

export type { LogoSize } from './logo.styles';

export interface LogoProps {
  size?: LogoSize;
  /** Only the mark, without the "ruume" wordmark (tight headers). */
  markOnly?: boolean;
  className?: string;
}

/** The ruume logo: a doorway mark and the wordmark. Decorative; name it where it is used. */
export function Logo({ size = 'md', markOnly = false, className }: LogoProps) {
  return (
    <StyledLogo $size={size} className={className} aria-hidden="true">
      <StyledMark $size={size} viewBox="0 0 32 32" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path
          className="door"
          d="M10.5 24.5V14.25a5.5 5.5 0 0 1 11 0V24.5"
          fill="none"
          strokeWidth="2.75"
          strokeLinecap="round"
        />
        <circle className="handle" cx="18" cy="19.25" r="1.5" />
      </StyledMark>
      {!markOnly && <StyledWordmark>ruume</StyledWordmark>}
    </StyledLogo>
  );
}
