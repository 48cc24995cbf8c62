import { styled } from 'styled-components';

export const StyledLog = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledMessage = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
`;

export const StyledMeta = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};

  strong {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.text};
  }
`;

export const StyledBubble = styled.p<{ $own: boolean }>`
  max-width: 100%;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme, $own }) =>
    $own ? theme.color.primarySubtle : theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const StyledForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => theme.size.hairline} solid
    ${({ theme }) => theme.color.border};

  > :first-child {
    flex: 1;
  }
`;
