// The shared story runner lives outside any project (tools/jest), hence the relative import.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeStories } from '../../../tools/jest/render-stories';

describeStories(__dirname);
