import { startTestJanus } from './support/janus';
import { ensurePgliteTemplate } from './support/pglite-template';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate('migrated');
  await ensurePgliteTemplate('empty');
  // Read by globalTeardown, which runs in this same process.
  (globalThis as { testJanus?: unknown }).testJanus = await startTestJanus();
}
