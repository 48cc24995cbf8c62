import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledMedia = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

// 4:1 like most profile banners; the brand colour until the user picks an image.
export const StyledBanner = styled.div`
  position: relative;
  aspect-ratio: 4 / 1;
  min-height: ${({ theme }) => theme.space[16]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.color.primarySubtle} 0%,
    ${({ theme }) => theme.color.surfaceHover} 100%
  );

  ${media.mobile} {
    aspect-ratio: 3 / 1;
  }
`;

export const StyledBannerImage = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

// Top right, clear of the avatar that overlaps the banner's bottom left.
export const StyledBannerAction = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
`;

// The avatar rises into the banner; the name and actions stay below it.
export const StyledIdentity = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
  padding-left: ${({ theme }) => theme.space[5]};

  ${media.mobile} {
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    padding-left: ${({ theme }) => theme.space[3]};
  }
`;

export const StyledIdentityText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1]};
`;

export const StyledAvatarRing = styled.div`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  margin-top: calc(-1 * ${({ theme }) => theme.space[12]});
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;
