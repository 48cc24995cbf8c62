import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** A row on wide screens (background still, then details); a card on phones. */
export const StyledCard = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 12rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.xs};

  &[data-status='ended'] {
    background-color: ${({ theme }) => theme.color.surfaceMuted};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledThumb = styled.div`
  min-width: 0;
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
`;

export const StyledName = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

export const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  & > svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space[0]};
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const StyledLink = styled(StyledLine)`
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.family.mono};
  overflow-wrap: anywhere;

  & > svg {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${media.mobile} {
    & > a,
    & > button {
      flex: 1 1 auto;
    }
  }
`;

/** The destructive action apart from the others, at the end of the row. */
export const StyledEnd = styled.span`
  display: flex;
  margin-inline-start: auto;
`;
