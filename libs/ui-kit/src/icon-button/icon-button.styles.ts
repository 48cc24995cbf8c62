import { styled } from 'styled-components';
import { focusRing } from '../theme/mixins';

export type IconButtonSize = 'sm' | 'md' | 'lg';
export type IconButtonVariant = 'ghost' | 'secondary';

export const StyledIconButton = styled.button<{
  $size: IconButtonSize;
  $variant: IconButtonVariant;
}>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme, $size }) => theme.size.control[$size]};
  height: ${({ theme, $size }) => theme.size.control[$size]};
  padding: 0;
  color: ${({ theme }) => theme.color.textMuted};
  background-color: ${({ theme, $variant }) =>
    $variant === 'secondary' ? theme.color.surface : 'transparent'};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme, $variant }) =>
      $variant === 'secondary' ? theme.color.borderEmphasis : 'transparent'};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background-color: ${({ theme }) => theme.color.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacity.disabled};
  }
`;
