import { configure } from 'storybook/test';
// The shared story runner lives outside any project (tools/jest), hence the relative import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeStories } from '../../../tools/jest/render-stories';

// Page stories wait for mocked calls in their play functions; a busy test run (every lib's
// suite at once) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
// Whole pages with axe on top: a few seconds each when every lib's suite runs at once.
jest.setTimeout(30_000);

describeStories(__dirname);
