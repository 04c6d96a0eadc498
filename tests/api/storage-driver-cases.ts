import { afterAll, beforeAll, describe } from 'vitest';
import { resetConfig } from '@/lib/core/config';
import { startS3Server, type S3Server } from '../support/s3-server';

export type DriverName = 'local disk' | 'S3';

/**
 * Runs `suite` once on the local disk and once on a real S3-compatible server (s3rver), the app
 * configured as an operator would: S3_* set, or not.
 */
export function forEachStorageDriver(suite: (driver: DriverName) => void): void {
  describe.each<DriverName>(['local disk', 'S3'])('stored on %s', (driver) => {
    let server: S3Server | undefined;
    beforeAll(async () => {
      if (driver === 'S3') {
        server = await startS3Server();
        Object.assign(process.env, server.env);
      }
      resetConfig();
    });
    afterAll(async () => {
      if (server) {
        for (const name of Object.keys(server.env)) delete process.env[name];
        await server.stop();
      }
      resetConfig();
    });
    suite(driver);
  });
}
