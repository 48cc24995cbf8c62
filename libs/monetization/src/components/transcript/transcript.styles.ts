import { css, styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

/** A row that is a button (a transcript line, a search hit): hover and focus. */
export const pressable = css`
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.color.surfaceHover};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The words searched for, marked where they stand. */
export const searchMarks = css`
  mark {
    border-radius: ${({ theme }) => theme.radius.sm};
    background-color: ${({ theme }) => theme.color.warningSubtle};
    color: inherit;
    box-shadow: ${({ theme }) =>
      `0 0 0 ${theme.size.border.thin} ${theme.color.warning}`};
  }
`;

export const StyledTranscript = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** How many lines match, or that none does: always there, so it is announced. */
export const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** One grid for all lines (subgrids), so the words line up past the first hour too. */
export const StyledLines = styled.ol`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }
`;

/** A line is a button: its time, who spoke and what was said; it plays from there. */
export const StyledLine = styled.button`
  display: grid;
  grid-column: 1 / -1;
  grid-template-columns: subgrid;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-inline-start: ${({ theme }) =>
    `${theme.size.border.thick} solid transparent`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: start;
  ${pressable}

  /* The line being played. */
  &[aria-current='true'] {
    border-inline-start-color: ${({ theme }) => theme.color.primary};
    background-color: ${({ theme }) => theme.color.primarySubtle};
  }

  ${searchMarks}
`;

export const StyledTime = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-variant-numeric: tabular-nums;
`;

export const StyledWords = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const StyledSpeaker = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;
