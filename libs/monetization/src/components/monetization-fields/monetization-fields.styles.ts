import { styled } from 'styled-components';
import { visuallyHidden } from '@ruume/ui-kit';

export const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const StyledLegend = styled.legend<{ $hidden: boolean }>`
  margin-bottom: ${({ theme }) => theme.space[4]};
  padding: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};

  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;
