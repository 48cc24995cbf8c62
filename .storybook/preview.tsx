// Decorators and parameters shared by every story, in Storybook and in Jest (portable stories
// import this file through setProjectAnnotations, see tools/jest/render-stories.tsx).
//
// Router: every story renders inside a MemoryRouter unless it sets `parameters.router = false`
// (for stories that bring their own router). Page stories choose where they are:
//   parameters: { route: '/share/r/abc?token=1', path: '/share/r/:shareId' }
// With `path`, navigating elsewhere shows "Navigated to <url>" so play functions can assert it.
import type { Decorator, Preview } from '@storybook/react-vite';
import { RuumeThemeProvider, Toaster, theme } from '@ruume/ui-kit';
import { RouteFrame } from '@ruume/ui-kit/testing';

const withRouter: Decorator = (Story, { parameters }) => {
  if (parameters.router === false) return <Story />;
  return (
    <RouteFrame route={parameters.route} path={parameters.path}>
      <Story />
    </RouteFrame>
  );
};

const withTheme: Decorator = (Story) => (
  <RuumeThemeProvider>
    <Story />
    <Toaster />
  </RuumeThemeProvider>
);

const preview: Preview = {
  // Order matters: the theme wraps the router, which wraps the story.
  decorators: [withRouter, withTheme],
  parameters: {
    layout: 'centered',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        ruumeMobile: {
          name: `ruume mobile (375)`,
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        ruumeMobileMax: {
          name: `mobile breakpoint (${theme.breakpoint.mobileMax})`,
          styles: { width: `${theme.breakpoint.mobileMax}px`, height: '900px' },
          type: 'tablet',
        },
        ruumeDesktop: {
          name: 'desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    options: {
      storySort: { order: ['ui-kit', ['Foundations', '*'], '*'] },
    },
  },
};

export default preview;
