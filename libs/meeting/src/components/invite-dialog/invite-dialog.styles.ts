import { styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

export const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.lg};
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
  resize: vertical;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    ${focusRing}
  }
`;

export const StyledInvitations = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledInvitation = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;

  & + & {
    border-top: ${({ theme }) =>
      `${theme.size.border.thin} solid ${theme.color.border}`};
  }
`;
