import { styled } from 'styled-components';
import { focusRing, media } from '@ruume/ui-kit';

/** A row on wide screens (still, then details); a card on phones (still on top). */
export const StyledItem = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 11rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surface};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
  }
`;

/** Holds the play button and the length shown over its corner. */
export const StyledPosterCell = styled.div`
  position: relative;

  & > span {
    pointer-events: none;
  }
`;

export const StyledPosterButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  cursor: pointer;

  &:hover [data-play-mark],
  &:focus-visible [data-play-mark] {
    opacity: 1;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const StyledName = styled.h3`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
`;

/** Length, size, date and origin, separated by dots. */
export const StyledMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[0]} ${theme.space[2]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  /* After each entry, so a wrapped line never starts with a dot. */
  li:not(:last-child)::after {
    content: '·';
    margin-inline-start: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${media.mobile} {
    & > * {
      flex: 1 1 auto;
    }
  }
`;

/** The destructive action apart from the others, at the end of the row. */
export const StyledEnd = styled.span`
  display: flex;
  margin-inline-start: auto;

  ${media.mobile} {
    flex: 0 0 auto;
  }
`;
