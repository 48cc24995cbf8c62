import { styled } from 'styled-components';
import { controlStyles } from '../field/field.styles';

export const StyledSelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  svg {
    position: absolute;
    right: ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.color.textMuted};
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;
