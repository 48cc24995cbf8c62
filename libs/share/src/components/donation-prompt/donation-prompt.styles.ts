import { styled } from 'styled-components';

// Two equal buttons side by side, stacked when the card is too narrow for both.
export const StyledDonationActions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
