import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import S3rver from 's3rver';
import { makeTempDir } from './pglite-template';

export interface S3Server {
  endpoint: string;
  bucket: string;
  /** The credentials s3rver accepts (its default account). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** What an app on this server is configured with. */
  env: NodeJS.ProcessEnv;
  /** Every request s3rver received: method and URL. */
  requests: Array<{ method: string; url: string }>;
  close(): Promise<void>;
}

/** s3rver in this process on 127.0.0.1 (a free port), a temp directory and one bucket. */
export async function startS3Server(bucket = 'ruume-test'): Promise<S3Server> {
  const directory = await makeTempDir();
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: S3Server['requests'] = [];
  server.httpServer.on('request', (request: IncomingMessage) =>
    requests.push({ method: request.method ?? '', url: request.url ?? '' }),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    bucket,
    credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    requests,
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
