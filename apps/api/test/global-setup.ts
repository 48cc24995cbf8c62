import { ensurePgliteTemplate } from './support/pglite-template';

export default async function globalSetup(): Promise<void> {
  await ensurePgliteTemplate();
}
