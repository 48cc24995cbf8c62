// Test helpers for every lib: `import { renderWithTheme } from '@ruume/ui-kit/testing'`.
export { renderWithTheme } from './testing/render-with-theme';
export type {
  RenderWithThemeOptions,
  RenderWithThemeResult,
} from './testing/render-with-theme';
export { renderWithStore } from './testing/render-with-store';
export type { RenderWithStoreOptions } from './testing/render-with-store';
export { RouteFrame } from './testing/route-frame';
export type { RouteFrameProps } from './testing/route-frame';
export { mockMatchMedia } from './testing/match-media';
export type { MatchMediaMock } from './testing/match-media';
export { loadNextPage } from './testing/load-next-page';
export { storyTimeZone, withViewerTimeZone } from './testing/viewer-time-zone';
