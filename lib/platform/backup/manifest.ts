import 'server-only';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_DIR = 'uploads';
export const AUTH_SECRET_FILE = 'auth-secret';
export const DATABASE_FILES = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const fileEntry = z.object({ bytes: z.number().int().nonnegative(), sha256 });

/** manifest.json, the first entry of every archive: what it holds and how to check a restore. */
export const manifestSchema = z.object({
  format: z.literal('ideas-marketplace-backup'),
  version: z.literal(1),
  /** When the archive was written. */
  createdAt: z.iso.datetime(),
  /** The moment of the database snapshot: every transaction committed before it is in the archive. */
  takenAt: z.iso.datetime(),
  app: z.object({ name: z.string(), version: z.string() }),
  driver: z.enum(['pglite', 'postgres']),
  /** How the snapshot was taken (through the running server, from the directory, pg_dump's version). */
  source: z.string(),
  migrations: z.object({ applied: z.number().int().nonnegative(), last: z.string().nullable() }),
  database: fileEntry.extend({ file: z.string() }),
  /** Per table (`schema.name`): rows and sums of their keys and contents (see inventory.ts). */
  tables: z.record(
    z.string(),
    z.object({ rows: z.number().int().nonnegative(), keys: z.string(), content: z.string() }),
  ),
  uploads: z.object({
    /** `local`: the files are in the archive; `s3`: they stayed in the bucket. */
    storage: z.enum(['local', 's3']),
    files: z.array(fileEntry.extend({ key: z.string() })),
    /** Files the snapshot's uploads table lists that were deleted before they could be copied. */
    missing: z.array(z.string()),
  }),
  /** The generated secret in DATA_DIR (sessions and values sealed in the database need it). */
  authSecret: fileEntry.nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;
