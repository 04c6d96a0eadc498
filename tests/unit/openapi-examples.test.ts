import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { oas31 } from 'zod-openapi';
import { OPERATIONS } from '@/lib/operations';
import { openApiDocument } from '@/lib/openapi/document';
import { REPLY_EXAMPLES } from '@/lib/openapi/reply-examples';

// A partner reading /api/docs sees real examples only: every reply the API documents as JSON shows
// what the call answers, in the reply's own schema (keys included: zod drops unknown keys, so a
// misspelt or stale field makes the parsed reply differ from the example). The request bodies are
// posted to their routes by tests/api/documented-examples.test.ts.

type Media = { schema?: unknown; example?: unknown };

const successReplies = OPERATIONS.flatMap((operation) =>
  Object.entries(operation.docs.responses ?? {}).flatMap(([status, response]) => {
    const media = (response as { content?: Record<string, Media> }).content?.['application/json'];
    return status.startsWith('2') && media?.schema
      ? [{ key: `${operation.method} ${operation.path}`, status, schema: media.schema as z.ZodType }]
      : [];
  }),
);

const document = openApiDocument();
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, oas31.OperationObject>).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    operation,
  })),
);

describe('the examples of /api/docs', () => {
  it.each(successReplies)('$key answers its example ($status)', ({ key, schema }) => {
    expect(REPLY_EXAMPLES, `${key} has no reply example`).toHaveProperty([key]);
    const example = REPLY_EXAMPLES[key];
    const parsed = schema.safeParse(example);
    expect(parsed.error?.issues ?? [], key).toEqual([]);
    expect(JSON.parse(JSON.stringify(parsed.data))).toEqual(example);
  });

  it('names no call the API does not have', () => {
    const documented = new Set(successReplies.map(({ key }) => key));
    expect(Object.keys(REPLY_EXAMPLES).filter((key) => !documented.has(key))).toEqual([]);
  });

  it('shows an example for every JSON body, reply and failure, and every parameter', () => {
    const missing: string[] = [];
    for (const { key, operation } of operations) {
      const body = (operation.requestBody as oas31.RequestBodyObject | undefined)?.content?.[
        'application/json'
      ];
      if (body && body.example === undefined) missing.push(`${key} request body`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const media = (response as oas31.ResponseObject).content?.['application/json'];
        if (media?.schema && media.example === undefined && !('$ref' in response))
          missing.push(`${key} ${status}`);
      }
      for (const parameter of (operation.parameters ?? []) as oas31.ParameterObject[]) {
        const schema = parameter.schema as oas31.SchemaObject | undefined;
        const shown = parameter.example ?? schema?.example ?? schema?.enum ?? schema?.default;
        if (shown === undefined && schema?.type !== 'boolean')
          missing.push(`${key} parameter ${parameter.name}`);
      }
    }
    for (const [id, response] of Object.entries(document.components?.responses ?? {})) {
      if ((response as oas31.ResponseObject).content?.['application/json']?.example === undefined) {
        missing.push(`response ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps dates real: every date-time of an example is an ISO time', () => {
    const times = JSON.stringify(REPLY_EXAMPLES).match(/"\d{4}-\d\d-\d\dT[^"]*"/g) ?? [];
    expect(times.length).toBeGreaterThan(20);
    for (const time of times)
      expect(new Date(JSON.parse(time) as string).toISOString()).toBe(JSON.parse(time));
  });
});
