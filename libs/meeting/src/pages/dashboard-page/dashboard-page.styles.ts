import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** Title on the left, the two ways to a new room on the right; stacked on phones. */
export const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  ${media.mobile} {
    align-items: stretch;
    flex-direction: column;

    & > div:last-child > * {
      flex: 1 1 auto;
    }
  }
`;
