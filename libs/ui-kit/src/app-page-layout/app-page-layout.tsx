import type { ReactNode } from 'react';
import { paths } from '@ruume/contracts';
import { LogoButton } from '../logo-button/logo-button';
import {
  StyledAppHeader,
  StyledAppHeaderInner,
  StyledAppMain,
  StyledAppPage,
} from './app-page-layout.styles';

export interface AppPageLayoutProps {
  children: ReactNode;
  /** Right side of the top bar: account menu, primary action. */
  headerActions?: ReactNode;
}

/** Frame of signed-in pages: a top bar with the logo to the dashboard, then the page. */
export function AppPageLayout({ children, headerActions }: AppPageLayoutProps) {
  return (
    <StyledAppPage>
      <StyledAppHeader>
        <StyledAppHeaderInner>
          <LogoButton to={paths.dashboard.root} />
          {headerActions}
        </StyledAppHeaderInner>
      </StyledAppHeader>
      <StyledAppMain>{children}</StyledAppMain>
    </StyledAppPage>
  );
}
