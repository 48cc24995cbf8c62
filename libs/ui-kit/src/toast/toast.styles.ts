import type { CSSProperties } from 'react';
import type { RuumeTheme } from '../theme/theme';

// sonner is styled through CSS variables on its toaster element; these map them to tokens.
export function toasterStyle(theme: RuumeTheme): CSSProperties {
  return {
    '--normal-bg': theme.color.surface,
    '--normal-border': theme.color.border,
    '--normal-text': theme.color.text,
    '--success-bg': theme.color.successSubtle,
    '--success-border': theme.color.successSubtle,
    '--success-text': theme.color.success,
    '--error-bg': theme.color.dangerSubtle,
    '--error-border': theme.color.dangerSubtle,
    '--error-text': theme.color.danger,
    '--warning-bg': theme.color.warningSubtle,
    '--warning-border': theme.color.warningSubtle,
    '--warning-text': theme.color.warning,
    '--info-bg': theme.color.infoSubtle,
    '--info-border': theme.color.infoSubtle,
    '--info-text': theme.color.info,
    '--border-radius': theme.radius.lg,
    '--width': theme.size.toast,
    fontFamily: theme.font.family.sans,
    zIndex: theme.zIndex.toast,
  } as CSSProperties;
}

export function toastStyle(theme: RuumeTheme): CSSProperties {
  return {
    padding: `${theme.space[3]} ${theme.space[4]}`,
    gap: theme.space[3],
    fontSize: theme.font.size.sm,
    fontWeight: theme.font.weight.medium,
    lineHeight: theme.font.lineHeight.snug,
    boxShadow: theme.shadow.md,
  };
}
