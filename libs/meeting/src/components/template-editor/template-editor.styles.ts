import { styled } from 'styled-components';
import { media, mediaQuery } from '@ruume/ui-kit';

const belowDesktop = `@media not all and ${mediaQuery.desktop}`;

/**
 * Form on the left, the live preview on the right and sticky while the form scrolls (desktop);
 * the preview above the form on tablets and phones.
 */
export const StyledEditor = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr);
  grid-template-areas: 'form preview';
  align-items: start;
  gap: ${({ theme }) => theme.space[8]};

  ${belowDesktop} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'preview' 'form';
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledPreviewColumn = styled.div`
  grid-area: preview;
  position: sticky;
  top: ${({ theme }) => `calc(${theme.size.header} + ${theme.space[6]})`};

  ${belowDesktop} {
    position: static;
  }
`;

export const StyledForm = styled.form`
  grid-area: form;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const StyledTextarea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => `calc(${theme.size.control.lg} * 2)`};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme, $invalid }) =>
      $invalid ? theme.color.danger : theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.xs};
  resize: vertical;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing.width} solid
      ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing.offset};
  }
`;

/** The save bar: stays at the bottom of the screen while the form is longer than it. */
export const StyledActions = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.raised};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  background-color: ${({ theme }) => theme.color.background};
  border-top: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
`;

export const StyledActionsInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  & > div:last-child {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[3]};
  }

  ${media.mobile} {
    & > div:last-child > button[type='submit'] {
      flex: 1;
    }
  }
`;

export const StyledProgress = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
`;
