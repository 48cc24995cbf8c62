import { keyframes, styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

// Readable from the first frame (no fade-in: half-transparent text is hard to read), fading
// only at the end of its rise.
const rise = keyframes`
  from { opacity: 1; transform: translateY(40%); }
  75% { opacity: 1; }
  to { opacity: 0; transform: translateY(-120%); }
`;

export const StyledOverlay = styled.ul`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[16]};
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  pointer-events: none;
`;

export const StyledReaction = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.backdrop};
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${rise} 4s ${({ theme }) => theme.motion.easing.standard} forwards;

  span:first-child {
    font-size: ${({ theme }) => theme.font.size['2xl']};
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;
