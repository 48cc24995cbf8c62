import type { RuumeTheme } from './theme';

// Every styled component sees the ruume tokens as `props.theme`. A module (not a .d.ts), so the
// augmentation is emitted to dist/theme/styled.d.ts and reaches consumers of the built package.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RuumeTheme {}
}

export type { DefaultTheme } from 'styled-components';
