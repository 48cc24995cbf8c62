import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledPlans = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** Title and description on the left, the billing cycle on the right; stacked on phones. */
export const StyledPlansHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const StyledPlansIntro = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** One column on phones, two on tablets, the four tiers side by side on desktops. */
export const StyledPlanGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
