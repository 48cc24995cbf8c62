import { styled } from 'styled-components';
import { focusRing, media } from '@ruume/ui-kit';

export const StyledChips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledChip = styled.button`
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.borderEmphasis}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &:hover {
    background-color: ${({ theme }) => theme.color.surfaceHover};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background-color: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primaryActive};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * A whole template as one click target: its name is the button, stretched over the card, so
 * the button's name is the template's (the description and badges are plain text beside it).
 */
export const StyledCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${({ theme }) => theme.space[2]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.surface};
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard},
    box-shadow ${({ theme }) => theme.motion.duration.fast}
      ${({ theme }) => theme.motion.easing.standard};

  &:hover:has(button:not(:disabled)) {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }

  &:has(button:disabled:not([aria-busy='true'])) {
    opacity: ${({ theme }) => theme.opacity.disabled};
  }

  &:has(button:focus-visible) {
    ${focusRing}
  }
`;

/** The template's name: the card's button, its click area stretched over the whole card. */
export const StyledCardButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: start;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  &:disabled {
    cursor: progress;
  }

  &:focus-visible {
    outline: none;
  }
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) =>
    `${theme.space[3]} ${theme.space[2]} ${theme.space[2]}`};
`;
