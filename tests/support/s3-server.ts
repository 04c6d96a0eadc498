import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The S3_* variables that point the app at a bucket of the server. */
export type S3Environment = Record<
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE',
  string
>;

export interface S3Server {
  env: S3Environment;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, its files in a temporary
 * folder that `stop` removes. It checks request signatures with its fixed key pair S3RVER/S3RVER.
 */
export async function startS3Server(bucket = 'ideas-uploads'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ideas-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
