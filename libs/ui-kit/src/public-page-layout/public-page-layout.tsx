import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { LogoButton } from '../logo-button/logo-button';
import {
  StyledAside,
  StyledCard,
  StyledContent,
  StyledHeader,
  StyledMain,
  StyledPage,
  type ContentWidth,
} from './public-page-layout.styles';

export interface PublicPageLayoutProps {
  children: ReactNode;
  /** Where the header logo leads (e.g. '/register' on share pages). */
  logoTo?: To;
  /** Accessible name of the logo link. */
  logoLabel?: string;
  /** Right side of the header, e.g. a sign-in link. */
  headerActions?: ReactNode;
  /** A decorative image beside the card, hidden on phones. Pass an <img alt="">. */
  aside?: ReactNode;
  /** Width of the content card. */
  width?: ContentWidth;
}

/** Frame of public pages (share, download, kick, 404): logo header, a centred card, an optional image. */
export function PublicPageLayout({
  children,
  logoTo = '/',
  logoLabel,
  headerActions,
  aside,
  width = 'narrow',
}: PublicPageLayoutProps) {
  const hasAside = aside !== undefined && aside !== null && aside !== false;
  return (
    <StyledPage>
      <StyledHeader>
        <LogoButton to={logoTo} label={logoLabel} />
        {headerActions}
      </StyledHeader>
      <StyledMain>
        <StyledContent $hasAside={hasAside} $width={width}>
          <StyledCard $inPanel={hasAside}>{children}</StyledCard>
          {aside && <StyledAside>{aside}</StyledAside>}
        </StyledContent>
      </StyledMain>
    </StyledPage>
  );
}
