// Design tokens of ruume: the only place raw colours and sizes live. Components read them
// through the styled-components theme (`theme.color.text`), never from this file directly.

export const color = {
  // Brand: the berry of the default avatar (SPEC §3), AA on white as text and as a fill.
  primary: '#B74366',
  primaryHover: '#A03A59',
  primaryActive: '#8A2F4C',
  primarySubtle: '#FBEEF2',
  onPrimary: '#FFFFFF',

  // Surfaces: a warm off-white page with white cards.
  background: '#F7F5F4',
  surface: '#FFFFFF',
  surfaceMuted: '#F2EFEE',
  surfaceHover: '#EAE6E4',

  // Text
  text: '#1F1A1C',
  textMuted: '#625A5E',
  textInverse: '#FFFFFF',

  // Lines: `border` separates, `borderEmphasis` outlines buttons (named by their text),
  // `borderStrong` outlines inputs, whose edge alone shows the control (3:1 against surfaces).
  border: '#E5E0DF',
  borderEmphasis: '#D4CCCA',
  borderStrong: '#857C80',

  // Feedback
  success: '#1F7A4D',
  successSubtle: '#E8F5EE',
  warning: '#8F5500',
  warningSubtle: '#FFF4E0',
  danger: '#B42318',
  dangerHover: '#9A1E14',
  dangerSubtle: '#FDECEA',
  info: '#2F5BD3',
  infoSubtle: '#EDF2FD',

  focus: '#2F5BD3',

  // Veils
  backdrop: 'rgba(31, 26, 28, 0.48)',
  veil: 'rgba(247, 245, 244, 0.78)',

  // Avatar (SPEC §3): default background and the two possible text colours.
  avatarDefault: '#B74366',
  avatarTextLight: '#FFFFFF',
  avatarTextDark: '#000000',
} as const;

// 4px grid, in rem so it follows the user's font size.
export const space = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const font = {
  family: {
    sans: '"Inter", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
  },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { none: 1, tight: 1.2, snug: 1.35, normal: 1.5, relaxed: 1.65 },
  letterSpacing: {
    tighter: '-0.025em',
    tight: '-0.015em',
    normal: '0',
    wide: '0.04em',
  },
} as const;

export const radius = {
  sm: '6px',
  md: '10px',
  lg: '14px',
  xl: '20px',
  full: '9999px',
} as const;

export const shadow = {
  none: 'none',
  xs: '0 1px 2px rgba(31, 26, 28, 0.06)',
  sm: '0 1px 3px rgba(31, 26, 28, 0.08), 0 1px 2px rgba(31, 26, 28, 0.04)',
  md: '0 6px 16px -4px rgba(31, 26, 28, 0.10), 0 2px 4px rgba(31, 26, 28, 0.05)',
  lg: '0 24px 48px -12px rgba(31, 26, 28, 0.22), 0 4px 12px rgba(31, 26, 28, 0.06)',
} as const;

export const zIndex = {
  base: 0,
  raised: 1,
  header: 100,
  overlay: 1000,
  modal: 1100,
  loading: 1200,
  toast: 1300,
} as const;

// SPEC §9: mobile is at most 767px wide.
export const breakpoint = {
  mobileMax: 767,
  tabletMin: 768,
  desktopMin: 1024,
  wideMin: 1280,
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms', spin: '800ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
} as const;

export const opacity = { disabled: 0.5, hover: 0.85 } as const;

// Component dimensions, so components stay free of raw lengths.
export const size = {
  hairline: '1px',
  border: { thin: '1px', thick: '2px' },
  focusRing: { width: '2px', offset: '2px' },
  control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
  icon: { xs: '0.875rem', sm: '1rem', md: '1.25rem', lg: '1.5rem', xl: '2rem' },
  spinner: { sm: '1rem', md: '1.5rem', lg: '2.5rem' },
  avatar: { xs: '1.5rem', sm: '2rem', md: '2.5rem', lg: '3.5rem', xl: '6rem' },
  switch: { width: '2.75rem', height: '1.5rem', thumb: '1.125rem' },
  progress: { sm: '0.375rem', md: '0.625rem' },
  logoMark: { sm: '1.5rem', md: '2rem', lg: '2.5rem' },
  header: '4rem',
  content: { narrow: '27rem', medium: '34rem', wide: '46rem', page: '72rem' },
  /** xl: media beside what goes with it (a recording and its transcript). */
  modal: { sm: '25rem', md: '32rem', lg: '45rem', xl: '72rem' },
  toast: '22rem',
  /** The live room's camera strip under a shared screen. */
  stripTile: '7.5rem',
  blur: '2px',
} as const;
