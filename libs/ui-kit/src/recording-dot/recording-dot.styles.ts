import { css, keyframes, styled } from 'styled-components';
import { media } from '../theme/media';

export type RecordingDotSize = 'sm' | 'md';

const pulse = keyframes`
  50% { opacity: 0.35; }
`;

export const StyledRecordingDot = styled.span<{
  $size: RecordingDotSize;
  $live: boolean;
}>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.space[$size === 'sm' ? 2 : 3]};
  height: ${({ theme, $size }) => theme.space[$size === 'sm' ? 2 : 3]};
  background: ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.full};

  ${({ $live, theme }) =>
    $live &&
    css`
      animation: ${pulse} calc(${theme.motion.duration.slow} * 5)
        ${theme.motion.easing.standard} infinite;

      ${media.reducedMotion} {
        animation: none;
      }
    `}
`;
