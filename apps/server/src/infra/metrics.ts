import type { Middleware } from 'koa';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** Prometheus metrics: process defaults plus request duration by operation, method and status. */
export interface Metrics {
  readonly registry: Registry;
  readonly middleware: Middleware;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'xs2a_' });
  const duration = new Histogram({
    name: 'xs2a_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its response, by operation and status',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const middleware: Middleware = async (ctx, next) => {
    const end = duration.startTimer();
    try {
      await next();
    } finally {
      // Label by operation (or named page route: health, ready, scaPage, ...), never by raw path: ids in paths
      // would make the label set unbounded. A path no route serves is 'unmatched'.
      const operation = (ctx as unknown as { _matchedRouteName?: string })._matchedRouteName ?? 'unmatched';
      end({ operation, method: ctx.method, status: String(ctx.status) });
    }
  };
  return { registry, middleware };
}
