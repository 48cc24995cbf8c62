import { css, styled } from 'styled-components';
import { media } from '../theme/media';
import type { RuumeTheme } from '../theme/theme';

export type ContentWidth = keyof RuumeTheme['size']['content'];

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background-color: ${({ theme }) => theme.color.background};
`;

export const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.page};
  min-height: ${({ theme }) => theme.size.header};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[8]}`};

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  }
`;

export const StyledMain = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.page};
  margin: 0 auto;
  padding: ${({ theme }) =>
    `${theme.space[6]} ${theme.space[8]} ${theme.space[16]}`};

  ${media.mobile} {
    align-items: flex-start;
    padding: ${({ theme }) =>
      `${theme.space[2]} ${theme.space[4]} ${theme.space[10]}`};
  }
`;

// Without an image: a single centred card. With one: a split panel, text on the left and the
// image filling the right, which folds back into a plain card on phones.
export const StyledContent = styled.div<{
  $hasAside: boolean;
  $width: ContentWidth;
}>`
  display: grid;
  width: 100%;

  ${({ theme, $hasAside, $width }) =>
    $hasAside
      ? css`
          grid-template-columns:
            minmax(0, ${theme.size.content[$width]})
            minmax(0, 1fr);
          gap: ${theme.space[4]};
          padding: ${theme.space[3]};
          background-color: ${theme.color.surface};
          border: ${theme.size.border.thin} solid ${theme.color.border};
          border-radius: ${theme.radius.xl};
          box-shadow: ${theme.shadow.md};
        `
      : css`
          grid-template-columns: minmax(0, ${theme.size.content[$width]});
          justify-content: center;
        `}

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
    padding: 0;
    background-color: transparent;
    border: none;
    box-shadow: none;
  }
`;

export const StyledCard = styled.div<{ $inPanel: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
  padding: ${({ theme, $inPanel }) =>
    $inPanel ? `${theme.space[10]} ${theme.space[8]}` : theme.space[10]};

  ${({ theme, $inPanel }) =>
    !$inPanel &&
    css`
      background-color: ${theme.color.surface};
      border: ${theme.size.border.thin} solid ${theme.color.border};
      border-radius: ${theme.radius.xl};
      box-shadow: ${theme.shadow.md};
    `}

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
    background-color: ${({ theme }) => theme.color.surface};
    border: ${({ theme }) => theme.size.border.thin} solid
      ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

export const StyledAside = styled.aside`
  position: relative;
  min-height: ${({ theme }) => theme.size.content.medium};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surfaceMuted};

  & > img,
  & > picture > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }

  /* Decorative: hidden on phones (SPEC §2 share page). */
  ${media.mobile} {
    display: none;
  }
`;
