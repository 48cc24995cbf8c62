import { css, styled } from 'styled-components';
import { focusRing, visuallyHidden } from '@ruume/ui-kit';

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledChip = styled.label<{ $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme, $checked }) =>
      $checked ? theme.color.primary : theme.color.borderEmphasis};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme, $checked }) =>
    $checked ? theme.color.primarySubtle : theme.color.surface};
  color: ${({ theme, $checked }) =>
    $checked ? theme.color.primaryActive : theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  user-select: none;
  transition: background-color
    ${({ theme }) =>
      `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &:hover {
    background-color: ${({ theme, $checked }) =>
      $checked ? theme.color.primarySubtle : theme.color.surfaceHover};
  }

  input {
    ${visuallyHidden};
  }

  &:has(input:focus-visible) {
    ${focusRing};
  }

  ${({ theme }) => css`
    &:has(input:disabled) {
      cursor: not-allowed;
      opacity: ${theme.opacity.disabled};
    }
  `}
`;

export const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;
