/**
 * Every story of a lib becomes a Jest test: it must render (play function included) without
 * throwing, and leave no serious or critical axe-core violation in the document.
 *
 * In libs/<lib>/src/stories.test.tsx:
 *
 *   import { describeStories } from '@ruume/jest-support/render-stories';
 *
 *   describeStories(__dirname);
 *
 * Option (rarely needed): axeRules turns axe rules off or on, e.g.
 *   describeStories(__dirname, { axeRules: { 'landmark-unique': false } })  // and say why.
 *
 * Stories run with the root .storybook/preview annotations (theme, router, toaster), so a
 * story that works in Storybook works here. jsdom has no layout, so colour contrast is not
 * checked here (theme.test.ts checks the tokens; Storybook's a11y panel checks rendered pages).
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  composeStories,
  composeStory,
  setProjectAnnotations,
} from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { configure as configurePlayQueries } from 'storybook/test';
import * as previewAnnotations from '../../.storybook/preview';

// Play functions query through storybook/test's own copy of Testing Library, which setup-dom's
// 5 s does not reach: on 2 busy cores its 1 s default made findBy* in plays fail at random.
configurePlayQueries({ asyncUtilTimeout: 5000 });

export interface DescribeStoriesOptions {
  axeRules?: Record<string, boolean>;
}

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const globalWithAct = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

// `region` asks that all content sit in landmarks: true of pages, not of isolated components.
// `color-contrast` needs layout, which jsdom does not compute.
const DEFAULT_AXE_RULES: Record<string, boolean> = {
  region: false,
  'color-contrast': false,
  // Waits for each autoplaying <video> to load its media, which jsdom never does (room
  // backgrounds loop muted); Storybook's a11y panel checks it in Chromium.
  'no-autoplay-audio': false,
};

/** All *.stories.ts(x) files under `dir`, sorted, as absolute paths. */
export function findStoryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.stories\.tsx?$/.test(file) &&
        !file.split(sep).includes('node_modules'),
    )
    .sort()
    .map((file) => join(dir, file));
}

async function seriousViolations(
  rules: Record<string, boolean>,
): Promise<string[]> {
  const results = await axe.run(document.body, {
    resultTypes: ['violations'],
    rules: Object.fromEntries(
      Object.entries(rules).map(([id, enabled]) => [id, { enabled }]),
    ),
  });
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map(
            (node) =>
              `    ${node.target.join(' ')}  ${node.failureSummary ?? ''}`,
          )
          .join('\n'),
    );
}

export function describeStories(
  dir: string,
  options: DescribeStoriesOptions = {},
): void {
  const annotations = setProjectAnnotations([previewAnnotations]);
  const rules = { ...DEFAULT_AXE_RULES, ...options.axeRules };
  const files = findStoryFiles(dir);

  beforeAll(annotations.beforeAll);
  // axe probes <canvas> for icon fonts; jsdom has none and would log "not implemented".
  beforeAll(() =>
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null),
  );

  it('finds story files', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(dir, file).replace(/\.stories\.tsx?$/, '');
    describe(name, () => {
      // Jest has no import.meta.glob: load the story module synchronously.
      const stories: Record<string, ComposedStory> = composeStories(
        require(file) as StoriesModule,
      );

      for (const [exportName, Story] of Object.entries(stories)) {
        it(`${exportName} renders with no serious a11y violations`, async () => {
          // load (loaders, beforeEach) → render (decorators) → play; Testing Library unmounts
          // after each test, so one story's timers and portals never leak into the next.
          await Story.load();
          const { container } = render(<Story />);
          // Like Storybook itself, let the story update on its own time (toasts, transitions):
          // act() warnings are for unit tests that drive every update, not for smoke runs.
          const actEnvironment = globalWithAct.IS_REACT_ACT_ENVIRONMENT;
          globalWithAct.IS_REACT_ACT_ENVIRONMENT = false;
          try {
            await Story.play?.({ canvasElement: container });
            expect(await seriousViolations(rules)).toEqual([]);
          } finally {
            globalWithAct.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
          }
        });
      }
    });
  }
}

/**
 * A page's stories as components, with the app's preview annotations (theme, router, toaster),
 * so page tests are written against the same scenarios the catalogue shows:
 *
 *   const { Default, Failing } = composePageStories(stories);
 *   render(<Failing />);
 */
export function composePageStories<Module extends StoriesModule>(
  stories: Module,
) {
  const annotations = setProjectAnnotations([previewAnnotations]);
  beforeAll(annotations.beforeAll);
  return composeStories(stories);
}
