import { describeStories } from '@ruume/jest-support/render-stories';

describeStories(__dirname);
