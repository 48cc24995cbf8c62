import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledStats = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledStat = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[5]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[4]};

    /* The total spans the row; the four breakdowns sit two by two below it. */
    &:first-child {
      grid-column: 1 / -1;
    }
  }
`;

export const StyledStatLabel = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledStatValue = styled.span`
  font-size: ${({ theme }) => theme.font.size['3xl']};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.text};
`;

export const StyledTiers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};
`;

export const StyledTierList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[8]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;
