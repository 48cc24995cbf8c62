import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** The room's background fills the screen; the entry card sits on it. */
export const StyledEntry = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) =>
    `calc(${theme.size.header} + ${theme.space[4]}) ${theme.space[4]} ${theme.space[8]}`};
  overflow: hidden;
  background-color: ${({ theme }) => theme.color.text};
`;

/** Darkens the background so the card and the logo read on any picture. */
export const StyledShade = styled.div`
  position: absolute;
  inset: 0;
  background-color: ${({ theme }) => theme.color.backdrop};
`;

export const StyledTopBar = styled.header`
  position: absolute;
  inset: 0 0 auto;
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.size.header};
  padding: ${({ theme }) => `0 ${theme.space[6]}`};

  & > a {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radius.full};
    background-color: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  ${media.mobile} {
    padding: ${({ theme }) => `0 ${theme.space[4]}`};
  }
`;

/**
 * The lobby card: the self view beside the room and the form; on phones the room's name
 * first, then the self view, then the form.
 */
export const StyledPanel = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'media intro'
    'media join';
  column-gap: ${({ theme }) => theme.space[8]};
  row-gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.page};
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radius.xl};
  background-color: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas: 'intro' 'media' 'join';
    row-gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

const column = (area: string) => styled.div`
  grid-area: ${area};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** Who hosts the room, its name, when, and what joining asks. */
export const StyledIntro = column('intro');
/** The self view and what is wrong with a device. */
export const StyledMedia = column('media');
/** The room's state (full, locked, waiting room), the form, the link and the host's links. */
export const StyledJoin = column('join');

export const StyledHost = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledHints = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.surfaceMuted};
`;

export const StyledHint = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  & > svg {
    flex: none;
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const StyledLinks = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};

  & ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const StyledLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
  background-color: ${({ theme }) => theme.color.background};
`;
