import { css, styled } from 'styled-components';

const staleStyles = css<{ $stale: boolean }>`
  opacity: ${({ theme, $stale }) => ($stale ? theme.opacity.hover : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};
`;

export const StyledTableWrap = styled.div<{ $stale: boolean }>`
  overflow-x: auto;
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  ${staleStyles}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledHeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
  text-align: left;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.textMuted};
  background-color: ${({ theme }) => theme.color.background};
  border-bottom: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  white-space: nowrap;
`;

export const StyledRow = styled.tr`
  &:not(:last-child) td {
    border-bottom: ${({ theme }) =>
      `${theme.size.border.thin} solid ${theme.color.border}`};
  }

  &:hover td {
    background-color: ${({ theme }) => theme.color.background};
  }
`;

export const StyledCell = styled.td<{
  $nowrap?: boolean;
  $align?: 'start' | 'end';
}>`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  vertical-align: middle;
  color: ${({ theme }) => theme.color.text};
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};
  white-space: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'normal')};

  select {
    min-width: ${({ theme }) => theme.space[16]};
    min-height: ${({ theme }) => theme.size.control.md};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const StyledCardList = styled.ul<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${staleStyles}
`;

export const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.xs};
`;

export const StyledCardMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const StyledCardActions = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
