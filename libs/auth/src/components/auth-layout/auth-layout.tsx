import type { ReactNode } from 'react';
import { Icon, PublicPageLayout } from '@ruume/ui-kit';
import {
  StyledAside,
  StyledAsidePoint,
  StyledAsidePoints,
  StyledAsideTitle,
} from './auth-layout.styles';

export interface AuthLayoutProps {
  children: ReactNode;
  /** Right side of the header, e.g. a link to the other of sign-in and registration. */
  headerActions?: ReactNode;
  /** The brand panel beside the form (wide screens only). */
  showAside?: boolean;
}

const points = [
  'rooms built from your own templates',
  'record, share and sell what you teach',
  'start free, no card needed',
];

/** Frame of the sign-in, registration and password pages: the form beside a brand panel. */
export function AuthLayout({
  children,
  headerActions,
  showAside = true,
}: AuthLayoutProps) {
  return (
    <PublicPageLayout
      headerActions={headerActions}
      aside={
        showAside ? (
          <StyledAside aria-label="about ruume">
            <StyledAsideTitle>
              meetings that feel like your own room.
            </StyledAsideTitle>
            <StyledAsidePoints>
              {points.map((point) => (
                <StyledAsidePoint key={point}>
                  <Icon name="check-circle" size="md" />
                  <span>{point}</span>
                </StyledAsidePoint>
              ))}
            </StyledAsidePoints>
          </StyledAside>
        ) : undefined
      }
    >
      {children}
    </PublicPageLayout>
  );
}
