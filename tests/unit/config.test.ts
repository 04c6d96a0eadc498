import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '@/lib/core/config';

describe('configuration', () => {
  it('has working defaults for an empty environment (embedded database)', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe('./data');
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('names the variable that is wrong', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('splits the CORS allowlist', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('several instances', () => {
  const shared = { DATABASE_URL: 'postgres://db.internal/ideas', REDIS_URL: 'redis://cache.internal:6379' };

  it('need one AUTH_SECRET for all of them', () => {
    expect(() => parseConfig(shared)).toThrow(/AUTH_SECRET is required when several instances share the database/);
    expect(parseConfig({ ...shared, AUTH_SECRET: 'a-long-random-value' }).REDIS_URL).toBe(shared.REDIS_URL);
    // One instance on the embedded database keeps generating its own.
    expect(parseConfig({ REDIS_URL: shared.REDIS_URL }).AUTH_SECRET).toBeUndefined();
  });

  it('check the Redis and S3 settings', () => {
    expect(() => parseConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL must be a redis:\/\//);
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID/,
    );
    expect(() => parseConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/^Invalid configuration: S3_ENDPOINT/);
    const s3 = parseConfig({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'true' });
    expect([s3.S3_BUCKET, s3.S3_REGION, s3.S3_FORCE_PATH_STYLE]).toEqual(['uploads', 'us-east-1', true]);
  });
});

describe('empty variables', () => {
  it('fall back to the defaults, as when copied from .env.example', () => {
    const config = parseConfig({ SITE_URL: '', DATABASE_URL: '', PORT: '', AUTH_SECRET: '' });
    expect(config.SITE_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });
});
