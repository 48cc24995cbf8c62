import { styled } from 'styled-components';
import { media, visuallyHidden } from '@ruume/ui-kit';

/** Net earnings per currency, above the table. */
export const StyledTotals = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledTotal = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledTotalLabel = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
  text-transform: uppercase;
`;

export const StyledTotalValue = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size['2xl']};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const StyledTableWrap = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

/**
 * A table on wide screens; on phones each row becomes a card whose cells carry their column's
 * name (data-label), so nothing scrolls sideways.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]}`};
    border-bottom: ${({ theme }) =>
      `${theme.size.border.thin} solid ${theme.color.border}`};
    text-align: end;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    padding-inline-start: 0;
    text-align: start;
    white-space: normal;
  }

  th:last-child,
  td:last-child {
    padding-inline-end: 0;
  }

  thead th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
    text-transform: uppercase;
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  ${media.mobile} {
    thead {
      display: none;
    }

    tbody,
    tr,
    th,
    td {
      display: block;
    }

    tr {
      padding: ${({ theme }) => theme.space[4]};
      margin-bottom: ${({ theme }) => theme.space[3]};
      border: ${({ theme }) =>
        `${theme.size.border.thin} solid ${theme.color.border}`};
      border-radius: ${({ theme }) => theme.radius.md};
    }

    th,
    td,
    th:first-child,
    td:first-child,
    td:last-child {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space[4]};
      padding: ${({ theme }) => `${theme.space[1]} 0`};
      border: 0;
      text-align: end;
    }

    tbody th,
    tbody th:first-child {
      display: block;
      padding-bottom: ${({ theme }) => theme.space[2]};
      font-size: ${({ theme }) => theme.font.size.md};
      text-align: start;
    }

    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textMuted};
    }
  }
`;

export const StyledNet = styled.td`
  && {
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

export const StyledDeleted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

export const StyledCaption = styled.caption`
  ${visuallyHidden}
`;
