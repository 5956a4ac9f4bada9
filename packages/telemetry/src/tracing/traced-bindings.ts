// Bindings that record a span for each call, named and described by OpenTelemetry's
// semantic conventions (database, messaging, HTTP client), and that carry the trace on: a
// service call in its `traceparent` header, a queue message in its body.
import type { WorkerId } from '@repo/contracts/services';
import { TRACEPARENT_HEADER } from '@repo/contracts/traces';
import { formatTraceparent } from './trace-context';
import type { Span, Tracer } from './tracer';

/** A message body that can carry its trace: a plain object. */
export type TraceCarrier = { traceparent?: string };

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
function worthTracing(binding: unknown, tracer: Tracer): binding is object {
  return isObject(binding) && tracer.root.context.sampled;
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
  tracer: Tracer,
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
        return (...values: unknown[]) =>
          tracedStatement(target.bind(...values), sql, tracer, binding);
      }
      if (typeof property === 'string' && STATEMENT_METHODS.has(property)) {
        const method = passThrough(target, property) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) =>
          tracer.inSpan(sqlSpanName(sql), { kind: 'client', attributes }, () => method(...args));
      }
      return passThrough(target, property);
    },
  });
  unwrapped.set(proxy, statement);
  return proxy;
}

/** A D1 database whose statements and batches are each a client span of a recorded trace. */
export function tracedD1(db: D1Database, tracer: Tracer, binding: string): D1Database {
  if (!worthTracing(db, tracer)) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => tracedStatement(target.prepare(sql), sql, tracer, binding);
      }
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) =>
          tracer.inSpan(
            `BATCH ${binding}`,
            {
              kind: 'client',
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

/** An R2 bucket whose object operations are each a client span of a recorded trace. */
export function tracedR2(bucket: R2Bucket, tracer: Tracer, binding: string): R2Bucket {
  if (!worthTracing(bucket, tracer)) return bucket;
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
        return tracer.inSpan(`R2 ${property}`, { kind: 'client', attributes }, () =>
          method(...args),
        );
      };
    },
  });
}

function carrying<T>(body: T, span: Span): T {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...body, traceparent: formatTraceparent(span.context) };
}

/**
 * A queue producer whose sends are each a producer span; a plain-object body carries the
 * span's `traceparent`, so the consumer's span joins this trace.
 */
export function tracedQueue<T>(queue: Queue<T>, tracer: Tracer, name: string): Queue<T> {
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
          tracer.inSpan(`send ${name}`, { kind: 'producer', attributes: attributes(1) }, (span) =>
            target.send(carrying(body, span), options),
          );
      }
      if (property === 'sendBatch') {
        return (messages: Iterable<MessageSendRequest<T>>, options?: QueueSendBatchOptions) => {
          const list = [...messages];
          return tracer.inSpan(
            `send ${name}`,
            { kind: 'producer', attributes: attributes(list.length) },
            (span) =>
              target.sendBatch(
                list.map((message) => ({ ...message, body: carrying(message.body, span) })),
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
export function bindingSpanName(from: WorkerId, to: WorkerId): string {
  return `${from} → ${to}`;
}

/**
 * A service binding whose calls are each an HTTP client span, named by the hop
 * (`gateway → storage`), and carry its `traceparent`, so the called service's server span
 * joins this trace.
 */
export function tracedFetcher(fetcher: Fetcher, tracer: Tracer, peer: WorkerId): Fetcher {
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
        const name = bindingSpanName(tracer.service, peer);
        return tracer.inSpan(name, { kind: 'client', attributes }, async (span) => {
          request.headers.set(TRACEPARENT_HEADER, formatTraceparent(span.context));
          const response = await target.fetch(request);
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) span.fail();
          return response;
        });
      };
    },
  });
}
