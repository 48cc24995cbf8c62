import 'styled-components';
import type { RuumeTheme } from './theme';

// Every styled component sees the ruume tokens as `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends RuumeTheme {}
}
