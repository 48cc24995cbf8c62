import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type IconSize = keyof RuumeTheme['size']['icon'];

export const StyledIcon = styled.svg<{ $size: IconSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  vertical-align: middle;
`;
