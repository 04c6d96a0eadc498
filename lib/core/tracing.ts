import { SpanKind, SpanStatusCode, context, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Spans of the application's own work (database calls, jobs), when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set: server.mjs then registers the exporting provider (lib/server/tracing.mjs). Off, these
 * helpers do nothing at all.
 */
const enabled = Boolean(process.env.OTEL_EXPORTER_OTLP_ENDPOINT);
const tracer = () => trace.getTracer('ideas');

/**
 * A span for an operation already under way, a child of the current one (a request's or a job's);
 * call the returned function when it settles. Undefined when tracing is off, and outside any span:
 * the statements of background loops (job polls, presence heartbeats) would each start a trace.
 */
export function startClientSpan(
  name: string,
  attributes: Attributes,
): ((error?: unknown) => void) | undefined {
  if (!enabled) return undefined;
  const parent = context.active();
  if (!trace.getSpan(parent)) return undefined;
  const span = tracer().startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
  return (error) => {
    if (error !== undefined) markFailed(span, error);
    span.end();
  };
}

/** Runs `work` inside a span of its own: what it calls (database statements) become its children. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!enabled) return work();
  return tracer().startActiveSpan(name, { kind: SpanKind.INTERNAL, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      markFailed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

function markFailed(span: Span, error: unknown): void {
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'Error' });
}
