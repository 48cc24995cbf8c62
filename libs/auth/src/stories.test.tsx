import { configure } from 'storybook/test';
import { describeStories } from '@ruume/jest-support/render-stories';

// Page stories wait for mocked calls in their play functions; a busy test run (every lib's
// suite at once) can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });
// Whole pages with axe on top: a few seconds each when every lib's suite runs at once.
jest.setTimeout(30_000);

describeStories(__dirname);
