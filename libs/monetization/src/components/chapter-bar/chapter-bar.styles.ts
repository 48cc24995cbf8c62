import { styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

export const StyledChapterBar = styled.nav`
  display: flex;
  width: 100%;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

export const StyledBar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * A chapter as wide as it lasts. The button is a finger's height; the mark drawn in it is thin,
 * as a seek bar's marks are.
 */
export const StyledSegment = styled.button.attrs<{ $share: number }>(
  ({ $share }) => ({ style: { flexGrow: $share } }),
)`
  position: relative;
  flex-basis: 0;
  min-width: ${({ theme }) => theme.space[2]};
  height: ${({ theme }) => theme.size.control.sm};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    top: 50%;
    height: ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radius.full};
    background-color: ${({ theme }) => theme.color.borderStrong};
    transform: translateY(-50%);
  }

  &:hover::before {
    background-color: ${({ theme }) => theme.color.text};
  }

  &[aria-current='true']::before {
    background-color: ${({ theme }) => theme.color.primary};
  }

  &:focus-visible {
    ${focusRing}
  }
`;

/** The name of the chapter playing (of the first, before it plays). */
export const StyledNow = styled.p`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  text-overflow: ellipsis;
`;
