import { css } from 'styled-components';

// The one focus ring of the product: a solid ring with a gap, visible on every surface.
export const focusRing = css`
  outline: ${({ theme }) => theme.size.focusRing.width} solid
    ${({ theme }) => theme.color.focus};
  outline-offset: ${({ theme }) => theme.size.focusRing.offset};
`;

// Hidden on screen, still read by assistive technology.
export const visuallyHidden = css`
  position: absolute;
  width: ${({ theme }) => theme.size.hairline};
  height: ${({ theme }) => theme.size.hairline};
  padding: 0;
  margin: -${({ theme }) => theme.size.hairline};
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
