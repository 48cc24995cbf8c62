import { styled } from 'styled-components';
import type { FontSizeToken } from '../theme/theme';

export const StyledHeading = styled.h2<{
  $size: FontSizeToken;
  $align?: 'start' | 'center' | 'end';
}>`
  font-size: ${({ theme, $size }) => theme.font.size[$size]};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  color: ${({ theme }) => theme.color.text};
  text-align: ${({ $align }) => $align ?? 'inherit'};
  text-wrap: pretty;
`;
