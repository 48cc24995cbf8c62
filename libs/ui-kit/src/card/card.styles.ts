import { styled } from 'styled-components';
import { media } from '../theme/media';
import type { SpaceToken } from '../theme/theme';

export const StyledCard = styled.div<{
  $padding: SpaceToken;
  $elevated: boolean;
}>`
  min-width: 0;
  padding: ${({ theme, $padding }) => theme.space[$padding]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme, $elevated }) =>
    $elevated ? theme.shadow.md : theme.shadow.xs};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;
