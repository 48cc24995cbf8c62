import { styled } from 'styled-components';

// A rule with a word in the middle: ——— or ———
export const StyledDivider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    height: ${({ theme }) => theme.size.hairline};
    background-color: ${({ theme }) => theme.color.border};
  }
`;
