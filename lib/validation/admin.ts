import { z } from 'zod';

/** The admin API's replies and queries (the audit log's query is `auditQuerySchema` in lib/platform/audit). */

const success = z.literal(true);
const JOB_STATUS_VALUES = ['queued', 'running', 'done', 'dead'] as const;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable().meta({ description: 'The member who acted; null for the system' }),
    actorName: z
      .string()
      .meta({ description: 'Their display name then, or the system part (cli, ADMIN_EMAILS…)' }),
    action: z
      .string()
      .meta({ description: '`<target>.<verb>`: idea.hide, access.approve, role.grant, job.retry…' }),
    targetType: z.string(),
    targetId: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageReplySchema = z.object({
  success,
  entries: z.array(auditEntrySchema),
  nextCursor: z
    .string()
    .nullable()
    .meta({ description: 'Pass as `cursor` for the next (older) page; null at the end' }),
});

export const jobStatusQuerySchema = z.object({
  status: z.enum(JOB_STATUS_VALUES).default('dead'),
});

export const adminJobSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    status: z.enum(JOB_STATUS_VALUES),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    lastError: z.string().nullable(),
    runAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminJob' });

export const adminJobsReplySchema = z.object({
  success,
  jobs: z.array(adminJobSchema),
  counts: z.record(z.enum(JOB_STATUS_VALUES), z.number().int()).meta({ description: 'Jobs in each state' }),
});

export const adminJobReplySchema = z.object({ success, job: adminJobSchema });
export const retryDeadReplySchema = z.object({
  success,
  retried: z.number().int().meta({ description: 'Failed jobs queued again' }),
});

const responseSignalSchema = z.object({
  received: z.number().int(),
  responded: z.number().int(),
  rate: z
    .number()
    .min(0)
    .max(1)
    .nullable()
    .meta({ description: 'responded ÷ received; null under 3 received' }),
  medianSeconds: z
    .number()
    .nullable()
    .meta({ description: 'Median time to respond; null under 3 responses' }),
});

export const trustSignalsSchema = z
  .object({
    emailVerified: z.boolean(),
    memberSince: z.iso.datetime(),
    ideasListed: z.number().int(),
    accessRequests: responseSignalSchema.meta({
      description:
        'Access requests to their ideas: decided ÷ received (withdrawn ones and pending ones younger than 7 days left out), median time to the decision',
    }),
    messages: responseSignalSchema.meta({
      description: 'Threads others started with them: answered ÷ received, median time to their first answer',
    }),
  })
  .meta({ id: 'TrustSignals' });

export const trustReplySchema = z.object({ success, trust: trustSignalsSchema });
