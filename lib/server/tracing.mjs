// OpenTelemetry traces, loaded by server.mjs only when OTEL_EXPORTER_OTLP_ENDPOINT is set (no
// cost when off). The provider is registered globally before Next is created, so the request span
// started here is the parent of Next's own spans and of the application's database and job spans
// (lib/core/tracing.ts), all carried by AsyncLocalStorage. The exporter sends OTLP over HTTP to
// the endpoint (its `/v1/traces`) and reads the standard OTEL_* variables (headers, timeouts,
// batch delay).
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

/**
 * @param {{ version: string }} service
 * @returns the request tracer of server.mjs
 */
export function startTracing({ version }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || 'ideas',
      [ATTR_SERVICE_VERSION]: version,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Also the AsyncLocalStorage context manager and the W3C trace-context propagator.
  provider.register();
  const tracer = trace.getTracer('ideas-server');
  /** @type {WeakMap<import('node:http').IncomingMessage, import('@opentelemetry/api').Context>} */
  const contexts = new WeakMap();

  return {
    /**
     * Starts the request's span (a child of the caller's `traceparent`, if any); its trace id is
     * the request id of the log line.
     */
    begin(req) {
      const parent = propagation.extract(context.active(), req.headers);
      const span = tracer.startSpan(
        req.method ?? 'GET',
        {
          kind: SpanKind.SERVER,
          attributes: {
            'http.request.method': req.method ?? 'GET',
            'url.path': (req.url ?? '/').split('?')[0],
          },
        },
        parent,
      );
      contexts.set(req, trace.setSpan(parent, span));
      return {
        traceId: span.spanContext().traceId,
        /** Names the span after its route template and ends it. */
        end(route, status) {
          span.updateName(`${req.method} ${route}`);
          span.setAttribute('http.route', route);
          span.setAttribute('http.response.status_code', status);
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    /** Runs `handler` inside the request's span, wherever the request queue calls it from. */
    inRequestContext(handler) {
      return (req, res) => context.with(contexts.get(req) ?? context.active(), () => handler(req, res));
    },
    /** Sends the spans still buffered (on shutdown). */
    shutdown: () => provider.shutdown(),
  };
}
