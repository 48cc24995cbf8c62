import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledPassword = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledValue = styled.div`
  max-width: 20rem;
  padding-inline-start: ${({ theme }) =>
    `calc(${theme.size.switch.width} + ${theme.space[3]})`};

  ${media.mobile} {
    max-width: none;
    padding-inline-start: 0;
  }
`;
