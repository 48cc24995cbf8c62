import { styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

/** The native file input, dressed as a drop area; its own button keeps the browser's behaviour. */
export const StyledFileInput = styled.input`
  display: block;
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thick} dashed ${theme.color.borderStrong}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacity.disabled};
  }

  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: ${({ theme }) =>
      `${theme.size.border.thin} solid ${theme.color.borderEmphasis}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    background-color: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
`;

export const StyledChosenFile = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.primary};
  }
`;
