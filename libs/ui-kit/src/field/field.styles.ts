import { css, styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledLabel = styled.label<{ $hidden: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme }) => theme.color.text};

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

export const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme }) => theme.color.danger};

  svg {
    margin-top: ${({ theme }) => theme.space[0]};
  }
`;

// Shared look of text-like controls (input, select).
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme, $invalid }) =>
      $invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};
  appearance: none;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) =>
      $invalid ? theme.color.dangerHover : theme.color.text};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing.width} solid
      ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing.offset};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.textMuted};
    background-color: ${({ theme }) => theme.color.surfaceMuted};
    border-color: ${({ theme }) => theme.color.border};
    box-shadow: none;
  }
`;
