import { css, keyframes, styled } from 'styled-components';
import { media } from '../theme/media';
import type { RuumeTheme } from '../theme/theme';

export type SpinnerSize = keyof RuumeTheme['size']['spinner'];
export type SpinnerTone = 'current' | 'primary' | 'inverse';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinnerStatus = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

export const StyledSpinnerSvg = styled.svg<{
  $size: SpinnerSize;
  $tone: SpinnerTone;
}>`
  display: block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.size.spinner[$size]};
  height: ${({ theme, $size }) => theme.size.spinner[$size]};
  color: ${({ theme, $tone }) =>
    $tone === 'primary'
      ? theme.color.primary
      : $tone === 'inverse'
        ? theme.color.textInverse
        : 'currentColor'};
  animation: ${spin} ${({ theme }) => theme.motion.duration.spin} linear
    infinite;

  ${media.reducedMotion} {
    ${({ theme }) => css`
      animation-duration: calc(${theme.motion.duration.spin} * 3);
    `}
  }
`;

export const StyledSpinnerTrack = styled.circle`
  opacity: 0.2;
`;
