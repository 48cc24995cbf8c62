import { extensionTokenSchema, type ExtensionToken } from '@ruume/contracts';

/** Loaded on demand by authApi's extensionToken endpoint (keeps zod out of the sign-in page). */
export const parseExtensionToken = (raw: unknown): ExtensionToken =>
  extensionTokenSchema.parse(raw);
