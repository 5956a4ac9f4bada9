// Traces for bench/tracing-day.mjs, shaped like the system's and drawn from a seeded
// generator: three uploads (6 spans: the gateway's server and client spans, storage's server
// span, two D1 statements and the file event's send) to each user lookup (5 spans).
import { normalFrom, seededRandom } from '@repo/telemetry/testing/seeded-random';

const ERROR_SHARE = 0.03;
const LATENCY_SPREAD = 0.8;
const UPLOADS_PER_LOOKUP = 3;

// The statements as tracedD1 records them: whitespace collapsed.
const SQL = {
  insertFile: `INSERT INTO files (id, name, size, mime_type, user_id, checksum, created_at, state, state_changed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?7)`,
  insertOutbox: `INSERT INTO outbox (event_id, body, created_at) SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM files WHERE id = ?4 AND state = ?5)`,
  readFaults: 'SELECT * FROM lab_faults WHERE expires_at > ? ORDER BY expires_at, id',
  findUser: `SELECT users.id, users.name, users.created_at, count(user_files.file_id) AS file_count, coalesce(sum(user_files.bytes), 0) AS bytes FROM users LEFT JOIN user_files ON user_files.user_id = users.id AND user_files.deleted = 0 WHERE users.id = ?1 GROUP BY users.id`,
};

const statement = (name, namespace, sql, median) => ({
  name,
  spanKind: 'client',
  median,
  attributes: {
    'db.system.name': 'sqlite',
    'db.namespace': namespace,
    'db.operation.name': name.split(' ')[0],
    'db.query.text': sql,
  },
});

// A request of the load: the service that answers, the path it was sent and the route it
// matched, and the spans of its steps.
const request = (service, method, [path, route], steps, more = {}) => ({
  service,
  method,
  path,
  route,
  steps,
  ...more,
});

// A failed upload ends at its outbox write: its event is never sent.
const SEND_UNLESS_FAILED = {
  name: 'send file-events',
  spanKind: 'producer',
  median: 2,
  attributes: {
    'messaging.system': 'cloudflare_queues',
    'messaging.destination.name': 'file-events',
    'messaging.operation.type': 'send',
    'messaging.batch.message_count': 1,
  },
};
const UPLOAD_STEPS = [
  statement('INSERT files', 'STORAGE_DB', SQL.insertFile, 1.2),
  statement('INSERT outbox', 'STORAGE_DB', SQL.insertOutbox, 1.2),
];
const LOOKUP_STEPS = [
  statement('SELECT lab_faults', 'USERS_DB', SQL.readFaults, 0.8),
  statement('SELECT users', 'USERS_DB', SQL.findUser, 1.5),
];

const UPLOAD = request(
  'storage',
  'POST',
  ['/api/storage/upload', '/api/storage/upload'],
  UPLOAD_STEPS,
  {
    unlessFailed: SEND_UNLESS_FAILED,
  },
);
const USER_LOOKUP = request(
  'users',
  'GET',
  ['/api/users/demo-user', '/api/users/:id'],
  LOOKUP_STEPS,
);

const httpAttributes = (method, path, status, route) => ({
  'http.request.method': method,
  ...(route ? { 'http.route': route } : {}),
  'url.path': path,
  'http.response.status_code': status,
});

const requestEvent = (service, method, route, status, durationMs, at) => ({
  kind: 'request',
  service,
  route,
  method,
  status,
  durationMs,
  at,
});

/** Trace builders sharing one seeded generator and one sequence of message ids. */
export function createTraceLoad(seed) {
  const random = seededRandom(seed);
  const hex = (digits) =>
    Array.from({ length: digits / 8 }, () =>
      Math.floor(random() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
    ).join('');
  const duration = (median) =>
    Math.round(median * Math.exp(LATENCY_SPREAD * normalFrom(random)) * 1000) / 1000;
  let sequence = 0;
  let traces = 0;
  const messageId = () => `tracing-bench-${seed}-${(sequence += 1)}`;

  /** The spans of one request, laid out as the tracer records them: children inside parents. */
  function trace(startTime, { service, method, path, route, steps, unlessFailed }) {
    const traceId = hex(32);
    const failed = random() < ERROR_SHARE;
    const status = failed ? 500 : 200;
    const span = (parent, fields, start, durationMs, failedToo = failed) => ({
      kind: 'span',
      traceId,
      spanId: hex(16),
      ...(parent ? { parentSpanId: parent.spanId } : {}),
      startTime: Math.floor(start),
      durationMs,
      status: failedToo ? 'error' : 'unset',
      ...fields,
    });
    const work = [...steps, ...(failed || !unlessFailed ? [] : [unlessFailed])].map((step) => ({
      ...step,
      durationMs: duration(step.median),
    }));
    const overhead = duration(3);
    const handler = overhead + work.reduce((sum, step) => sum + step.durationMs, 0);
    const call = handler + duration(0.8);
    const total = call + duration(1.5);
    const gatewayRoute = `/api/${service}/*`;
    const gatewayServer = span(
      undefined,
      {
        service: 'gateway',
        name: `${method} ${gatewayRoute}`,
        spanKind: 'server',
        attributes: httpAttributes(method, path, status, gatewayRoute),
      },
      startTime,
      total,
    );
    const gatewayClient = span(
      gatewayServer,
      {
        service: 'gateway',
        name: method,
        spanKind: 'client',
        attributes: {
          ...httpAttributes(method, path, status),
          'server.address': service,
          'peer.service': service,
        },
      },
      startTime + 0.5,
      call,
    );
    const served = span(
      gatewayClient,
      {
        service,
        name: `${method} ${route}`,
        spanKind: 'server',
        attributes: httpAttributes(method, path, status, route),
      },
      startTime + 0.8,
      handler,
    );
    let at = startTime + 0.8 + overhead / 2;
    const children = work.map(({ name, spanKind, attributes, durationMs }, index) => {
      // A failed request failed at its last step, which names the error's type.
      const failedHere = failed && index === work.length - 1;
      const fields = { service, name, spanKind, attributes };
      if (failedHere) fields.attributes = { ...attributes, 'error.type': 'Error' };
      const child = span(served, fields, at, durationMs, failedHere);
      at += durationMs;
      return child;
    });
    return {
      traceId,
      service,
      // What each worker's middleware sends: its request event, then its spans as they ended.
      gatewayEvents: [
        requestEvent('gateway', method, gatewayRoute, status, total, startTime),
        gatewayClient,
        gatewayServer,
      ],
      serviceEvents: [
        requestEvent(service, method, route, status, handler, startTime),
        ...children,
        served,
      ],
    };
  }

  return {
    /** The next trace, starting at `startTime` (whole epoch ms): an upload or a user lookup. */
    next(startTime) {
      traces += 1;
      return trace(startTime, traces % (UPLOADS_PER_LOOKUP + 1) === 0 ? USER_LOOKUP : UPLOAD);
    },
    /** Each worker's message of one traced request, as a quiet system sends them. */
    requestMessages: (traced) => [
      { id: messageId(), events: traced.gatewayEvents },
      { id: messageId(), events: traced.serviceEvents },
    ],
    /** Messages of `perMessage` traces' spans each, for filling the store quickly. */
    bulkMessages(traced, perMessage) {
      const messages = [];
      for (let start = 0; start < traced.length; start += perMessage) {
        const events = traced
          .slice(start, start + perMessage)
          .flatMap((t) => [...t.gatewayEvents, ...t.serviceEvents])
          .filter((event) => event.kind === 'span');
        messages.push({ id: messageId(), events });
      }
      return messages;
    },
  };
}

/** The span events of some messages. */
export const spanCount = (messages) =>
  messages.reduce(
    (sum, message) => sum + message.events.filter((event) => event.kind === 'span').length,
    0,
  );
