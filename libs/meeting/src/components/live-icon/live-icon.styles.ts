import { styled } from 'styled-components';
import type { IconSize } from '@ruume/ui-kit';

export const StyledLiveIcon = styled.svg<{ $size: IconSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  vertical-align: middle;
`;
