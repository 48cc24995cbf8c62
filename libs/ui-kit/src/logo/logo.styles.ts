import { styled } from 'styled-components';
import type { RuumeTheme } from '../theme/theme';

export type LogoSize = keyof RuumeTheme['size']['logoMark'];

const wordSize = (theme: RuumeTheme, size: LogoSize) =>
  ({
    sm: theme.font.size.lg,
    md: theme.font.size.xl,
    lg: theme.font.size['2xl'],
  })[size];

export const StyledLogo = styled.span<{ $size: LogoSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme, $size }) => wordSize(theme, $size)};
`;

export const StyledMark = styled.svg<{ $size: LogoSize }>`
  width: ${({ theme, $size }) => theme.size.logoMark[$size]};
  height: ${({ theme, $size }) => theme.size.logoMark[$size]};
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.primary};

  .door {
    stroke: ${({ theme }) => theme.color.onPrimary};
  }

  .handle {
    fill: ${({ theme }) => theme.color.onPrimary};
  }
`;

export const StyledWordmark = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tighter};
  line-height: ${({ theme }) => theme.font.lineHeight.none};
`;
