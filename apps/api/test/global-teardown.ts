import { rm } from 'node:fs/promises';
import type { LocalJanus } from '../src/adapters/janus/janus-launcher';

export default async function globalTeardown(): Promise<void> {
  const janus = (globalThis as { testJanus?: LocalJanus }).testJanus;
  if (janus) {
    await janus.stop();
    await rm(janus.dir, { recursive: true, force: true });
  }
}
