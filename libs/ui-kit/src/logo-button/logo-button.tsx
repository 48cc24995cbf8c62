import type { To } from 'react-router-dom';
import { Logo, type LogoSize } from '../logo/logo';
import { StyledLogoLink } from './logo-button.styles';

export interface LogoButtonProps {
  /** Where the logo leads, e.g. '/register' on the share pages. */
  to: To;
  /** Accessible name of the link. */
  label?: string;
  replace?: boolean;
  size?: LogoSize;
  className?: string;
}

/** The ruume logo as a link (react-router). */
export function LogoButton({
  to,
  label = 'ruume home',
  replace,
  size = 'md',
  className,
}: LogoButtonProps) {
  return (
    <StyledLogoLink
      to={to}
      replace={replace}
      aria-label={label}
      className={className}
    >
      <Logo size={size} />
    </StyledLogoLink>
  );
}
