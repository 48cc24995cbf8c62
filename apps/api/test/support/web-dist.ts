// A built web app's folder for the tests that serve it (web-app, cache-control): index.html and
// the given files (paths relative to the folder, `assets/…` included), in a fresh temp dir.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { makeTempDir } from './pglite-template';

export async function writeWebDist(
  indexHtml: string,
  files: Record<string, string | Buffer>,
): Promise<string> {
  const distDir = await makeTempDir('ruume-web-dist-');
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), indexHtml);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), content);
  }
  return distDir;
}
