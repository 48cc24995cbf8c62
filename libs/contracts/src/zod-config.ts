// Runs before any schema of contracts is built (first export of index.ts; listed under
// sideEffects in package.json so bundlers keep it). In a browser zod must not compile parsers
// with `new Function`: even its guarded probe trips the app's Content-Security-Policy, and
// every page view would send a violation report. Servers keep the faster compiled parsers.
import { config } from 'zod';

config({ jitless: typeof document !== 'undefined' });
