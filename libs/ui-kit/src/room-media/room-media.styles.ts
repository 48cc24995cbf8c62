import { styled, css } from 'styled-components';

export const StyledMediaFrame = styled.span<{
  $variant: 'thumbnail' | 'cover';
}>`
  position: relative;
  display: block;
  overflow: hidden;
  background: ${({ theme }) =>
    `linear-gradient(135deg, ${theme.color.primarySubtle}, ${theme.color.surfaceHover})`};

  ${({ $variant, theme }) =>
    $variant === 'thumbnail'
      ? css`
          aspect-ratio: 16 / 9;
          border-radius: ${theme.radius.md};
        `
      : css`
          position: absolute;
          inset: 0;
        `}
`;

/** Under the media: shows while it loads and when it fails. */
export const StyledFallback = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.primary};
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  display: block;
`;

export const StyledImage = styled.img`
  ${fill}
`;

export const StyledVideo = styled.video`
  ${fill}
`;
