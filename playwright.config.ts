import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A port nobody listens on, chosen once and shared with the workers through the environment. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'ideas-e2e-'));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Debian's Chromium where installed (CHROMIUM_PATH overrides); Playwright's own browser elsewhere.
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node server.mjs',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: baseURL,
      AUTH_SECRET: 'e2e-secret-that-is-long-enough-for-tests-0123456789',
      LOG_LEVEL: 'warn',
      // Every browser test signs in and registers from 127.0.0.1, and many sign in as the one admin
      // (registering it again answers 409 but counts); the limits have API tests.
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_EMAIL: '100000',
      // The admin of the browser tests (tests/e2e/support/admin.ts).
      ADMIN_EMAILS: 'e2e-admin@example.test',
    },
  },
});
