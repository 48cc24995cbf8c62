import { createElement, type ComponentType, type ReactElement } from 'react';
import { ViewerTimeZone } from '../hooks/use-viewer-time-zone';

/** The zone stories and tests show times in: Paris, so New York meetings show both clocks. */
export const storyTimeZone = 'Europe/Paris';

/** Story decorator: every time below is shown in `zone` (the app uses the browser's). */
export const withViewerTimeZone =
  (zone: string = storyTimeZone) =>
  (Story: ComponentType): ReactElement =>
    createElement(ViewerTimeZone, { zone, children: createElement(Story) });
