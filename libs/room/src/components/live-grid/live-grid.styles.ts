import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledGrid = styled.ul<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  align-content: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.page};
  height: 100%;
  margin: 0 auto;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(
      ${({ $columns }) => Math.min($columns, 2)},
      minmax(0, 1fr)
    );
    gap: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledStage = styled.div`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  height: 100%;
`;

export const StyledPager = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The screen gets all the height the camera strip leaves (never smaller than a tile). */
export const StyledSpotlight = styled.div`
  display: grid;
  grid-template-rows: minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  height: 100%;

  > ul:first-child > li {
    height: 100%;
  }
`;

export const StyledMain = styled.ul`
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Camera tiles of a fixed, small height in a row that scrolls sideways. */
export const StyledStrip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc(${({ theme }) => theme.size.stripTile} * 16 / 9);
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.size.stripTile};
  margin: 0;
  padding: 0;
  overflow-x: auto;
  list-style: none;

  > li {
    height: 100%;
  }

  ${media.mobile} {
    justify-content: start;
  }
`;
