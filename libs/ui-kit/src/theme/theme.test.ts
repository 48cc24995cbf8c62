import { breakpoint, color } from './tokens';
import { media, mediaQuery } from './media';
import { theme } from './theme';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours meet WCAG AA', () => {
  const text: Array<[string, string, string]> = [
    ['text on surface', color.text, color.surface],
    ['text on background', color.text, color.background],
    ['muted text on surface', color.textMuted, color.surface],
    ['muted text on background', color.textMuted, color.background],
    ['muted text on muted surface', color.textMuted, color.surfaceMuted],
    ['on-primary on primary', color.onPrimary, color.primary],
    ['on-primary on primary hover', color.onPrimary, color.primaryHover],
    ['primary links on surface', color.primary, color.surface],
    ['primary links on background', color.primary, color.background],
    ['white on danger', color.textInverse, color.danger],
    ['danger on surface', color.danger, color.surface],
    ['danger on danger subtle', color.danger, color.dangerSubtle],
    ['success on success subtle', color.success, color.successSubtle],
    ['warning on warning subtle', color.warning, color.warningSubtle],
    ['info on info subtle', color.info, color.infoSubtle],
    [
      'primary active on primary subtle',
      color.primaryActive,
      color.primarySubtle,
    ],
    ['text on surface hover', color.text, color.surfaceHover],
  ];

  it.each(text)('%s ≥ 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  const nonText: Array<[string, string, string]> = [
    ['control borders on surface', color.borderStrong, color.surface],
    ['focus ring on surface', color.focus, color.surface],
    ['focus ring on background', color.focus, color.background],
    ['switch track (off) on surface', color.borderStrong, color.surface],
    ['switch thumb on track (on)', color.surface, color.primary],
  ];

  it.each(nonText)('%s ≥ 3:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});

describe('breakpoints', () => {
  it('treat at most 767px as mobile (SPEC §9)', () => {
    expect(breakpoint.mobileMax).toBe(767);
    expect(mediaQuery.mobile).toBe('(max-width: 767px)');
    expect(media.mobile).toBe('@media (max-width: 767px)');
    expect(mediaQuery.tablet).toBe('(min-width: 768px)');
  });
});

describe('theme', () => {
  it('exposes every token group to styled components', () => {
    expect(Object.keys(theme).sort()).toEqual(
      [
        'breakpoint',
        'color',
        'font',
        'motion',
        'opacity',
        'radius',
        'shadow',
        'size',
        'space',
        'zIndex',
      ].sort(),
    );
  });
});
