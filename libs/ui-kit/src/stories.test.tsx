import { describeStories } from '../../../tools/jest/render-stories';

describeStories(__dirname);
