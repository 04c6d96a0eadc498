import pino from 'pino';

const globalForLog = globalThis as unknown as { ideasLogger?: pino.Logger };

/** The process-wide structured logger (JSON lines on stdout). Never log secrets or passwords. */
export const logger: pino.Logger = (globalForLog.ideasLogger ??= pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'ideas' },
  redact: {
    paths: ['password', 'confirmPassword', '*.password', '*.confirmPassword', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'],
    censor: '[redacted]',
  },
}));
