import { styled } from 'styled-components';

export const StyledLoadMore = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]} 0;
`;

/** What the observer watches: as it nears the viewport, the next page is asked for. */
export const StyledSentinel = styled.div`
  width: 100%;
  height: ${({ theme }) => theme.size.border.thin};
`;
