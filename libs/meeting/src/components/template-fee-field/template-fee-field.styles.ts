import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledFees = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const StyledFee = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Indented under its switch; full width on phones. */
export const StyledAmount = styled.div`
  max-width: 12rem;
  padding-inline-start: ${({ theme }) =>
    `calc(${theme.size.switch.width} + ${theme.space[3]})`};

  ${media.mobile} {
    max-width: none;
    padding-inline-start: 0;
  }
`;

export const StyledCurrency = styled.div`
  max-width: 12rem;

  ${media.mobile} {
    max-width: none;
  }
`;
