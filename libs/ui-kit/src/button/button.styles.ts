import { css, styled } from 'styled-components';
import { focusRing } from '../theme/mixins';
import type { RuumeTheme } from '../theme/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = (theme: RuumeTheme) => ({
  primary: css`
    background-color: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    box-shadow: ${theme.shadow.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.primaryHover};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.primaryActive};
    }
  `,
  secondary: css`
    background-color: ${theme.color.surface};
    color: ${theme.color.text};
    border-color: ${theme.color.borderEmphasis};
    box-shadow: ${theme.shadow.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.surfaceMuted};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.surfaceHover};
    }
  `,
  ghost: css`
    background-color: transparent;
    color: ${theme.color.text};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.surfaceMuted};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.surfaceHover};
    }
  `,
  danger: css`
    background-color: ${theme.color.danger};
    color: ${theme.color.textInverse};
    box-shadow: ${theme.shadow.xs};

    &:hover:not(:disabled, [aria-disabled='true']) {
      background-color: ${theme.color.dangerHover};
    }
  `,
});

const sizes = (theme: RuumeTheme) => ({
  sm: css`
    min-height: ${theme.size.control.sm};
    padding: ${theme.space[1]} ${theme.space[3]};
    font-size: ${theme.font.size.sm};
    gap: ${theme.space[1]};
  `,
  md: css`
    min-height: ${theme.size.control.md};
    padding: ${theme.space[2]} ${theme.space[4]};
    font-size: ${theme.font.size.sm};
    gap: ${theme.space[2]};
  `,
  lg: css`
    min-height: ${theme.size.control.lg};
    padding: ${theme.space[3]} ${theme.space[6]};
    font-size: ${theme.font.size.md};
    gap: ${theme.space[2]};
  `,
});

export const StyledButton = styled.button<StyledButtonProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => `${theme.size.border.thin} solid transparent`};
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.normal};
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color
      ${({ theme }) =>
        `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    border-color
      ${({ theme }) =>
        `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    box-shadow
      ${({ theme }) =>
        `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ theme, $size }) => sizes(theme)[$size]}
  ${({ theme, $variant }) => variants(theme)[$variant]}

  &:focus-visible {
    ${focusRing}
  }

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }

  /* A busy button keeps full colour: it is working, not unavailable. */
  &:disabled:not([aria-busy='true']),
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: ${({ theme }) => theme.opacity.disabled};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const StyledButtonLabel = styled.span`
  display: inline-flex;
  align-items: center;
  min-width: 0;
`;
