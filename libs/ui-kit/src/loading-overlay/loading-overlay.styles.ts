import { keyframes, styled } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

export const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.loading};
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${({ theme }) => theme.color.veil};
  backdrop-filter: blur(${({ theme }) => theme.size.blur});
  /* A short delay keeps quick loads from flashing the veil. */
  animation: ${appear} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter}
    ${({ theme }) => theme.motion.duration.fast} both;
`;

export const StyledSpinnerCard = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[5]};
  background-color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.full};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
