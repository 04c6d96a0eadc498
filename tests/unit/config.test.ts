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

describe('empty variables', () => {
  it('fall back to the defaults, as when copied from .env.example', () => {
    const config = parseConfig({ SITE_URL: '', DATABASE_URL: '', PORT: '', AUTH_SECRET: '' });
    expect(config.SITE_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });
});
