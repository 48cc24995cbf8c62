import { breakpoint } from './tokens';

// Raw media queries, for matchMedia (see useIsMobile) and for `@media` rules below.
export const mediaQuery = {
  mobile: `(max-width: ${breakpoint.mobileMax}px)`,
  tablet: `(min-width: ${breakpoint.tabletMin}px)`,
  desktop: `(min-width: ${breakpoint.desktopMin}px)`,
  wide: `(min-width: ${breakpoint.wideMin}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * `@media` prefixes for styled-components:
 *
 *   const StyledAside = styled.aside`
 *     ${media.mobile} { display: none; }
 *   `;
 */
export const media = {
  mobile: `@media ${mediaQuery.mobile}`,
  tablet: `@media ${mediaQuery.tablet}`,
  desktop: `@media ${mediaQuery.desktop}`,
  wide: `@media ${mediaQuery.wide}`,
  reducedMotion: `@media ${mediaQuery.reducedMotion}`,
} as const;
