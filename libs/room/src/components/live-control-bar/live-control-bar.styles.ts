import { styled, css } from 'styled-components';
import { focusRing, media, visuallyHidden } from '@ruume/ui-kit';

export const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};

  ${media.mobile} {
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[2]};
  }
`;

export const StyledGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[1]};
  }
`;

export const StyledControl = styled.button<{
  $tone: 'neutral' | 'off' | 'on' | 'danger';
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  padding: 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  ${({ $tone, theme }) => {
    switch ($tone) {
      case 'off':
        return css`
          color: ${theme.color.onPrimary};
          background: ${theme.color.danger};
          &:hover:not(:disabled) {
            background: ${theme.color.dangerHover};
          }
        `;
      case 'danger':
        return css`
          color: ${theme.color.onPrimary};
          background: ${theme.color.danger};
          &:hover:not(:disabled) {
            background: ${theme.color.dangerHover};
          }
        `;
      case 'on':
        return css`
          color: ${theme.color.onPrimary};
          background: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
      default:
        return css`
          color: ${theme.color.text};
          background: ${theme.color.surface};
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceHover};
          }
        `;
    }
  }}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacity.disabled};
  }

  ${media.mobile} {
    min-width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.md};
    padding: 0 ${({ theme }) => theme.space[2]};
  }
`;

/** The words beside an icon: hidden on phones and narrow screens, where the name stays. */
/** The word beside the icon; on narrow screens only screen readers get it (it names the button). */
export const StyledControlText = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoint.desktopMin}px) {
    ${visuallyHidden}
  }
`;

export const StyledCount = styled.span`
  position: absolute;
  top: calc(-1 * ${({ theme }) => theme.space[1]});
  right: calc(-1 * ${({ theme }) => theme.space[1]});
  min-width: ${({ theme }) => theme.size.icon.md};
  padding: 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.size.icon.md};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.full};
`;

export const StyledPopoverAnchor = styled.div`
  position: relative;
`;

export const StyledPopover = styled.div`
  position: absolute;
  bottom: calc(100% + ${({ theme }) => theme.space[2]});
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.space[8]});
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translateX(-50%);

  ${media.mobile} {
    position: fixed;
    left: ${({ theme }) => theme.space[2]};
    right: ${({ theme }) => theme.space[2]};
    bottom: calc(
      ${({ theme }) => theme.size.control.md} + ${({ theme }) => theme.space[6]}
    );
    width: auto;
    max-width: none;
    transform: none;
  }
`;

export const StyledReactions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

export const StyledReactionButton = styled.button`
  width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  font-size: ${({ theme }) => theme.font.size['2xl']};
  background: transparent;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledShortcutList = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  dt {
    font-family: ${({ theme }) => theme.font.family.mono};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const StyledPopoverTitle = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The record button's own glyphs (the dot, the stop square), in the colour of recording. */
export const StyledGlyph = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.icon.md};
  height: ${({ theme }) => theme.size.icon.md};
  color: ${({ theme }) => theme.color.danger};
`;

/** Why the room cannot record now, and the host's way to change that. */
export const StyledRecordNote = styled.p`
  max-width: ${({ theme }) => theme.size.content.narrow};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

/** A titled part of a card (the phone's 'more'). */
export const StyledCardSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;
