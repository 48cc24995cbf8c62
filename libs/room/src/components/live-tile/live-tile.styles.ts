import { styled, css } from 'styled-components';

export const StyledTile = styled.li<{
  $speaking: boolean;
  $spotlight: boolean;
}>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 0;
  min-height: 0;
  overflow: hidden;
  aspect-ratio: ${({ $spotlight }) => ($spotlight ? 'auto' : '16 / 9')};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.md};
  outline: ${({ theme }) => theme.size.border.thick} solid transparent;
  transition: outline-color ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ $speaking, theme }) =>
    $speaking &&
    css`
      outline-color: ${theme.color.primary};
      box-shadow:
        0 0 0 ${theme.size.focusRing.offset} ${theme.color.primarySubtle},
        ${theme.shadow.md};
    `}
`;

export const StyledVideo = styled.video<{
  $mirror: boolean;
  $fit: 'cover' | 'contain';
  $hidden: boolean;
}>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: ${({ $fit }) => $fit};
  transform: ${({ $mirror }) => ($mirror ? 'scaleX(-1)' : 'none')};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

export const StyledPlaceholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const StyledTopBadges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledRoundBadge = styled.span<{ $tone: 'primary' | 'dark' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme, $tone }) =>
    $tone === 'primary' ? theme.color.primary : theme.color.backdrop};
  border-radius: ${({ theme }) => theme.radius.full};
`;

export const StyledNameplate = styled.div`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: calc(100% - ${({ theme }) => theme.space[4]});
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.backdrop};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledMutedMark = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.dangerSubtle};
`;
