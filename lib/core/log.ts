import 'server-only';
import pino from 'pino';
import { processSingleton } from './singleton';

/** The process-wide structured logger (JSON lines on stdout). Never log secrets or passwords. */
export const logger: pino.Logger = processSingleton('ideasLogger', () =>
  pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { service: 'ideas' },
    redact: {
      paths: [
        'password',
        'confirmPassword',
        'passwordHash',
        '*.password',
        '*.confirmPassword',
        '*.passwordHash',
        'token',
        '*.token',
        'authorization',
        '*.authorization',
        'cookie',
        '*.cookie',
        // Bound values of a failed query, should a driver error reach a log line unredacted.
        'err.params',
        'err.parameters',
        'err.cause.params',
        'err.cause.parameters',
      ],
      censor: '[redacted]',
    },
  }),
);
