// Bindings that record a span for each call, named and described by OpenTelemetry's
// semantic conventions (database, messaging, HTTP client), and that carry the trace on: a
// service call in its `traceparent` and `tracestate` headers, a queue message in its body.
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import type { WorkerId } from '@repo/contracts/services';
import { TRACESTATE_HEADER } from '@repo/contracts/traces';
import { failSpan, inActiveSpan } from './active-span';
import { headersSetter } from './propagator';
import { exporterOf } from './telemetry-exporter';

/** A message body that can carry its trace: a plain object. */
export type TraceCarrier = { traceparent?: string; tracestate?: string };

const STATEMENT_METHODS = new Set(['first', 'all', 'run', 'raw']);
const R2_METHODS = new Set(['head', 'get', 'put', 'delete', 'list', 'createMultipartUpload']);
const SQL_TARGET =
  /\b(?:from|into|update|table(?:\s+if\s+(?:not\s+)?exists)?)\s+["`]?([a-z_][a-z0-9_]*)/i;

// A binding missing from the environment stays missing: its health probe reports it.
function isObject(binding: unknown): binding is object {
  return typeof binding === 'object' && binding !== null;
}

/**
 * Whether a database or bucket is worth wrapping. Most requests are not recorded (the
 * sampler's choice), and their calls carry nothing on, so they go to the binding itself:
 * no proxy, no span, no SQL tidied for an attribute. Service calls and queue messages are
 * always wrapped, so an unrecorded trace still reaches the services behind with flags 00.
 */
function worthTracing(binding: unknown): binding is object {
  return isObject(binding) && trace.getActiveSpan()?.isRecording() === true;
}

// Calls a method of a runtime object on the object itself, not on its proxy.
function passThrough(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/** `SELECT files`: the operation and the table, as OpenTelemetry names a database span. */
export function sqlSpanName(sql: string): string {
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';
  const target = SQL_TARGET.exec(sql)?.[1];
  return target ? `${operation} ${target}` : operation;
}

const unwrapped = new WeakMap<object, D1PreparedStatement>();

function tracedStatement(
  statement: D1PreparedStatement,
  sql: string,
  binding: string,
): D1PreparedStatement {
  const attributes = {
    'db.system.name': 'sqlite',
    'db.namespace': binding,
    'db.query.text': sql.replace(/\s+/g, ' ').trim(),
    'db.operation.name': sqlSpanName(sql).split(' ')[0] ?? 'SQL',
  };
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === 'bind') {
        return (...values: unknown[]) => tracedStatement(target.bind(...values), sql, binding);
      }
      if (typeof property === 'string' && STATEMENT_METHODS.has(property)) {
        const method = passThrough(target, property) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) =>
          inActiveSpan(sqlSpanName(sql), { kind: SpanKind.CLIENT, attributes }, () =>
            method(...args),
          );
      }
      return passThrough(target, property);
    },
  });
  unwrapped.set(proxy, statement);
  return proxy;
}

/**
 * A D1 database whose statements and batches are each a client span of the active span, when
 * that is recorded.
 */
export function tracedD1(db: D1Database, binding: string): D1Database {
  if (!worthTracing(db)) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => tracedStatement(target.prepare(sql), sql, binding);
      }
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          inActiveSpan(
            `BATCH ${binding}`,
            {
              kind: SpanKind.CLIENT,
              attributes: {
                'db.system.name': 'sqlite',
                'db.namespace': binding,
                'db.operation.name': 'BATCH',
                'db.operation.batch.size': statements.length,
              },
            },
            () =>
              target.batch(statements.map((statement) => unwrapped.get(statement) ?? statement)),
          );
      }
      return passThrough(target, property);
    },
  });
}

/**
 * An R2 bucket whose object operations are each a client span of the active span, when that
 * is recorded.
 */
export function tracedR2(bucket: R2Bucket, binding: string): R2Bucket {
  if (!worthTracing(bucket)) return bucket;
  return new Proxy(bucket, {
    get(target, property) {
      if (typeof property !== 'string' || !R2_METHODS.has(property)) {
        return passThrough(target, property);
      }
      const method = passThrough(target, property) as (...args: unknown[]) => Promise<unknown>;
      return (...args: unknown[]) => {
        const [key] = args;
        const attributes = {
          'rpc.system': 'cloudflare_r2',
          'rpc.method': property,
          'cloud.resource_id': binding,
          ...(typeof key === 'string' ? { 'r2.key': key } : {}),
        };
        return inActiveSpan(`R2 ${property}`, { kind: SpanKind.CLIENT, attributes }, () =>
          method(...args),
        );
      };
    },
  });
}

// A plain-object body with the active span's `traceparent` (and `tracestate`, if any) added.
function carrying<T>(body: T): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return { ...body, ...carrier };
}

/**
 * A queue producer whose sends are each a producer span; a plain-object body carries the
 * span's `traceparent` and `tracestate`, so the consumer's span joins this trace as a service
 * call's would.
 */
export function tracedQueue<T>(queue: Queue<T>, name: string): Queue<T> {
  if (!isObject(queue)) return queue;
  const attributes = (count: number) => ({
    'messaging.system': 'cloudflare_queues',
    'messaging.destination.name': name,
    'messaging.operation.type': 'send',
    'messaging.batch.message_count': count,
  });
  return new Proxy(queue, {
    get(target, property) {
      if (property === 'send') {
        return (body: T, options?: QueueSendOptions) =>
          inActiveSpan(`send ${name}`, { kind: SpanKind.PRODUCER, attributes: attributes(1) }, () =>
            target.send(carrying(body), options),
          );
      }
      if (property === 'sendBatch') {
        return (messages: Iterable<MessageSendRequest<T>>, options?: QueueSendBatchOptions) => {
          const list = [...messages];
          return inActiveSpan(
            `send ${name}`,
            { kind: SpanKind.PRODUCER, attributes: attributes(list.length) },
            () =>
              target.sendBatch(
                list.map((message) => ({ ...message, body: carrying(message.body) })),
                options,
              ),
          );
        };
      }
      return passThrough(target, property);
    },
  });
}

/** `gateway → storage`: a service call's span is named by where it goes, not by its method. */
export function bindingSpanName(from: WorkerId | undefined, to: WorkerId): string {
  return from ? `${from} → ${to}` : `→ ${to}`;
}

/**
 * A service binding whose calls are each an HTTP client span, named by the hop
 * (`gateway → storage`), and carry its `traceparent` and `tracestate`, so the called service's
 * server span joins this trace.
 */
export function tracedFetcher(fetcher: Fetcher, peer: WorkerId): Fetcher {
  if (!isObject(fetcher)) return fetcher;
  return new Proxy(fetcher, {
    get(target, property) {
      if (property !== 'fetch') return passThrough(target, property);
      return (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const url = new URL(request.url);
        const attributes = {
          'http.request.method': request.method,
          'server.address': peer,
          'peer.service': peer,
          'url.path': url.pathname,
        };
        const name = bindingSpanName(exporterOf(context.active())?.service, peer);
        return inActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
          // A forwarded request (the gateway's `/api/storage/*`) still has its caller's
          // `tracestate`; it goes with the span's own or not at all, as the spec asks of a
          // list whose `traceparent` was refused.
          request.headers.delete(TRACESTATE_HEADER);
          propagation.inject(context.active(), request.headers, headersSetter);
          const response = await target.fetch(request);
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) failSpan(span);
          return response;
        });
      };
    },
  });
}
