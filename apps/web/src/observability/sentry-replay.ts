export { replayIntegration } from '@sentry/react';
