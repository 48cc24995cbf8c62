import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** Label and value side by side on wide screens, stacked on phones. */
export const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin: 0;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledTerm = styled.dt`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};

  ${media.mobile} {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledValue = styled.dd`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
