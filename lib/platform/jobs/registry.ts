import 'server-only';
import type { z } from 'zod';
import type { ClaimedJob } from './queue';
import { processSingleton } from '@/lib/core/singleton';

/** What runs a kind of job: its payload schema and the work. A thrown error means "try again later". */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  kind: string;
  payload: S;
  run(payload: z.infer<S>, job: ClaimedJob): Promise<void>;
}

const definitions = processSingleton('ideasJobDefinitions', () => new Map<string, JobDefinition>());

/** Declares a kind of job; returns it, so the module that enqueues can name it. */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  definitions.set(definition.kind, definition as unknown as JobDefinition);
  return definition;
}

export function jobDefinition(kind: string): JobDefinition | undefined {
  return definitions.get(kind);
}
