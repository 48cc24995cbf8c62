import { styled } from 'styled-components';

export const StyledBars = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: flex-end;
  gap: ${({ theme }) => theme.size.hairline};
  height: ${({ theme }) => theme.size.icon.xs};
`;

// The bars take the colour of the text around them: light on a tile, muted in a list.
export const StyledBar = styled.span<{ $level: 1 | 2 | 3; $on: boolean }>`
  width: ${({ theme }) => theme.size.border.thick};
  height: ${({ $level }) => `${($level / 3) * 100}%`};
  border-radius: ${({ theme }) => theme.size.hairline};
  background: currentColor;
  opacity: ${({ $on, theme }) => ($on ? 1 : theme.opacity.disabled / 1.5)};
`;

export const StyledLost = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
`;
