import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** Sits above the page's own content, in the page's flow. */
export const StyledNotice = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** The explanation and the button side by side; stacked on phones. */
export const StyledNoticeBody = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  ${media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]};
  }
`;
