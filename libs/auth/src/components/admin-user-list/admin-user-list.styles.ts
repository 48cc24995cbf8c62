import { css, keyframes, styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

// The highlight of the stale bar travels from fully off its left edge to fully off its right
// (a 40 % wide gradient: background-position p % puts its left edge at 0.6 × p % of the bar).
const travel = keyframes`
  from { background-position: -66.7% 0; }
  to { background-position: 166.7% 0; }
`;

// A newer page is loading: the rows keep their colours (their contrast stays as designed) and a
// thin indeterminate progress bar runs along the top edge; aria-busy tells assistive technology.
// Under reduced motion the bar is still and full.
const staleStyles = css<{ $stale: boolean }>`
  position: relative;

  ${({ theme, $stale }) =>
    $stale &&
    css`
      cursor: progress;

      &::before {
        content: '';
        position: absolute;
        inset: 0 0 auto;
        z-index: 1;
        height: ${theme.size.progress.sm};
        background-color: ${theme.color.surfaceHover};
        background-image: linear-gradient(
          90deg,
          transparent,
          ${theme.color.primary} 30%,
          ${theme.color.primary} 70%,
          transparent
        );
        background-repeat: no-repeat;
        background-size: 40% 100%;
        border-radius: ${theme.radius.full};
        pointer-events: none;
        animation: ${travel} ${theme.motion.duration.spin} linear infinite;

        ${media.reducedMotion} {
          background-size: 100% 100%;
          background-image: linear-gradient(
            ${theme.color.primary},
            ${theme.color.primary}
          );
          animation: none;
        }
      }
    `}
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
