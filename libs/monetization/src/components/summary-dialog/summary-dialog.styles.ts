import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/**
 * The video beside the summary on wide screens, above it on phones and tablets (Zoom, Loom);
 * the video stays in view while the summary and transcript scroll under or beside it.
 */
export const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

/** Held at the top edge of the scrolling body, covering what scrolls under it. */
export const StyledPlayer = styled.div`
  position: sticky;
  top: -${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.raised};
  margin-top: -${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  background-color: ${({ theme }) => theme.color.surface};
`;
