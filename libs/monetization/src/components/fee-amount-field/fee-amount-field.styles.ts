import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledFee = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Amount and currency side by side, indented under the switch; stacked on phones. */
export const StyledAmountRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 7rem);
  gap: ${({ theme }) => theme.space[3]};
  padding-inline-start: ${({ theme }) =>
    `calc(${theme.size.switch.width} + ${theme.space[3]})`};

  ${media.mobile} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    padding-inline-start: 0;
  }
`;
