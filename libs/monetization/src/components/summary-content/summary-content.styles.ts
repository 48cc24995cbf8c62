import { styled } from 'styled-components';

export const StyledSummary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Key points and decisions: a marker in the brand colour, then the words. */
export const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  li {
    display: grid;
    grid-template-columns: ${({ theme }) => theme.size.icon.sm} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]};
    align-items: start;
  }
`;

/** Holds a list's marker in the height of the first line of words, centred. */
export const StyledMarker = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => `calc(${theme.font.lineHeight.normal} * 1em)`};
  color: ${({ theme }) => theme.color.primary};
`;

/** The key points' marker. */
export const StyledDot = styled.span`
  width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: currentColor;
`;

/** An action item: what, then who and by when. */
export const StyledAction = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const StyledActionMeta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
