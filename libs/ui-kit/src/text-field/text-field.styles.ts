import { styled } from 'styled-components';
import { controlStyles } from '../field/field.styles';

export const StyledControlWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const StyledLeading = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

export const StyledTrailing = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[1]};
  display: inline-flex;
`;

export const StyledInput = styled.input<{
  $invalid: boolean;
  $hasLeading: boolean;
  $hasTrailing: boolean;
}>`
  ${controlStyles}
  padding-left: ${({ theme, $hasLeading }) =>
    $hasLeading ? theme.space[10] : theme.space[3]};
  padding-right: ${({ theme, $hasTrailing }) =>
    $hasTrailing ? theme.space[12] : theme.space[3]};
`;
