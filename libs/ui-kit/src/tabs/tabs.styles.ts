import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme }) => theme.color.border};
  overflow-x: auto;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTab = styled.button`
  position: relative;
  flex-shrink: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
  background: none;
  border: none;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  cursor: pointer;
  transition: color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  &::after {
    content: '';
    position: absolute;
    right: ${({ theme }) => theme.space[2]};
    bottom: -${({ theme }) => theme.size.border.thin};
    left: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.size.border.thick};
    border-radius: ${({ theme }) => theme.radius.full};
    background-color: transparent;
    transition: background-color ${({ theme }) => theme.motion.duration.normal}
      ${({ theme }) => theme.motion.easing.standard};
  }

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  &[aria-selected='true']::after {
    background-color: ${({ theme }) => theme.color.primary};
  }

  &:focus-visible {
    ${focusRing}
    outline-offset: -${({ theme }) => theme.size.focusRing.width};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacity.disabled};
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[6]};

  &:focus-visible {
    ${focusRing}
  }
`;
