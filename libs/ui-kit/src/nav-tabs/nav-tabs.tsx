import { Children, type ReactNode } from 'react';
import { StyledNavTabs, StyledNavTabsList } from './nav-tabs.styles';

export interface NavTabsProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  /** Links, e.g. react-router NavLinks (they mark the current one with aria-current). */
  children: ReactNode;
}

/** Section navigation that looks like tabs but is made of links, one URL per section. */
export function NavTabs({ label, children }: NavTabsProps) {
  return (
    <StyledNavTabs aria-label={label}>
      <StyledNavTabsList>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </StyledNavTabsList>
    </StyledNavTabs>
  );
}
