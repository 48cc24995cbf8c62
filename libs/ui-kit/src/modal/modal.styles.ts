import { keyframes, styled } from 'styled-components';
import { media } from '../theme/media';
import type { RuumeTheme } from '../theme/theme';

export type ModalSize = keyof RuumeTheme['size']['modal'];

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(0.5rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.color.backdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.enter};
  overflow-y: auto;

  ${media.mobile} {
    align-items: flex-end;
    padding: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledDialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.size.modal[$size]};
  max-height: 100%;
  background-color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.xl};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${rise} ${({ theme }) => theme.motion.duration.slow}
    ${({ theme }) => theme.motion.easing.enter};
  overflow: hidden;

  &:focus-visible {
    outline: none;
  }

  ${media.mobile} {
    max-width: none;
    border-radius: ${({ theme }) => theme.radius.xl};
  }

  ${media.reducedMotion} {
    animation: none;
  }
`;

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) =>
    `${theme.space[6]} ${theme.space[6]} ${theme.space[2]}`};
`;

export const StyledTitleGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1]};
`;

export const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledBody = styled.div`
  padding: ${({ theme }) =>
    `${theme.space[2]} ${theme.space[6]} ${theme.space[6]}`};
  overflow-y: auto;
  color: ${({ theme }) => theme.color.text};
`;

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  background-color: ${({ theme }) => theme.color.background};
  border-top: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme }) => theme.color.border};

  ${media.mobile} {
    flex-direction: column-reverse;

    & > * {
      width: 100%;
    }
  }
`;
