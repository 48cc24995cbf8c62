import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const StyledRows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Title, address and remove side by side; title over address on phones. */
export const StyledRow = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[2]};

  & > button {
    margin-top: ${({ theme }) => theme.space[1]};
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding-bottom: ${({ theme }) => theme.space[3]};
    border-bottom: ${({ theme }) =>
      `${theme.size.border.thin} solid ${theme.color.border}`};

    & > :nth-child(2) {
      grid-row: 2;
    }

    & > button {
      grid-column: 2;
      grid-row: 1;
    }
  }
`;

export const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledCount = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};

  svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0]};
  }
`;
