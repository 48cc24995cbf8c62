import { css, styled } from 'styled-components';

export const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-width: 0;
`;

/** The room at 16:9; sizes inside follow its width (container query units). */
export const StyledFrame = styled.div`
  position: relative;
  container-type: inline-size;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.xl};
  background-color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  color: ${({ theme }) => theme.color.textInverse};
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

export const StyledBackdrop = styled.div`
  ${fill};
  background: ${({ theme }) =>
    `linear-gradient(135deg, ${theme.color.primaryActive}, ${theme.color.text})`};
`;

export const StyledImage = styled.img`
  ${fill};
  object-fit: cover;
`;

export const StyledVideo = styled.video`
  ${fill};
  object-fit: cover;
`;

export const StyledEmpty = styled.p`
  ${fill};
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: ${({ theme }) => theme.opacity.hover};
`;

export const StyledYoutubeMark = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.backdrop};
  backdrop-filter: blur(${({ theme }) => theme.size.blur});
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

/** Darkens the top and bottom so the name and the tiles read on any background. */
export const StyledVeil = styled.div`
  ${fill};
  background: ${({ theme }) =>
    `linear-gradient(to bottom, ${theme.color.backdrop}, transparent 35%, transparent 60%, ${theme.color.backdrop})`};
  pointer-events: none;
`;

export const StyledTop = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: 4cqi 4cqi 0;
`;

export const StyledRoomName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) =>
    `clamp(${theme.font.size.sm}, 4.2cqi, ${theme.font.size['2xl']})`};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-shadow: ${({ theme }) => theme.shadow.sm};
`;

export const StyledBadges = styled.span`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space[1]};
`;

const glass = css`
  background-color: ${({ theme }) => theme.color.backdrop};
  backdrop-filter: blur(${({ theme }) => theme.size.blur});
`;

export const StyledBadge = styled.span`
  ${glass};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;

export const StyledLinks = styled.span`
  position: absolute;
  top: 14cqi;
  right: 4cqi;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 1cqi;
  max-width: 40%;
`;

export const StyledLinkChip = styled.span`
  ${glass};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  padding: 0.8cqi 1.6cqi;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) =>
    `clamp(${theme.font.size.xs}, 2.2cqi, ${theme.font.size.sm})`};

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  & > svg {
    flex-shrink: 0;
  }
`;

export const StyledTiles = styled.span`
  position: absolute;
  left: 4cqi;
  bottom: 4cqi;
  display: flex;
  gap: 1.5cqi;
`;

export const StyledTile = styled.span`
  ${glass};
  display: grid;
  place-items: end start;
  width: 19cqi;
  aspect-ratio: 4 / 3;
  padding: 1.2cqi 1.6cqi;
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.veil}`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) =>
    `clamp(${theme.font.size.xs}, 2cqi, ${theme.font.size.sm})`};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const StyledDock = styled.span`
  position: absolute;
  right: 4cqi;
  bottom: 4cqi;
  display: flex;
  gap: 1.2cqi;
`;

export const StyledDockButton = styled.span<{ $tone?: 'leave' }>`
  ${glass};
  display: grid;
  place-items: center;
  width: 7cqi;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.full};
  ${({ theme, $tone }) =>
    $tone === 'leave' && `background-color: ${theme.color.danger};`}

  & > svg {
    width: 50%;
    height: 50%;
  }
`;

export const StyledCaption = styled.figcaption`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
