// Test helper: one real row in each table of the observability backend, as the consumer, the
// probes and the lab write them, for the upgrades to carry over.

const HOUR = 490_000;
const MINUTE = HOUR * 60;
const TELEMETRY_ROWS = (service) => [
  [
    'request_minutes',
    `INSERT INTO request_minutes VALUES ('${service}', ${MINUTE}, 120, 6, 4800, '{"b":[]}')`,
  ],
  [
    'request_hours',
    `INSERT INTO request_hours VALUES ('${service}', ${HOUR}, 120, 6, 4800, '{"b":[]}')`,
  ],
  [
    'operation_minutes',
    `INSERT INTO operation_minutes VALUES ('upload', '${service}', ${MINUTE}, 3, 1, 90)`,
  ],
  ['visitor_hours', `INSERT INTO visitor_hours VALUES (${HOUR}, '0102')`],
  ['telemetry_messages', `INSERT INTO telemetry_messages VALUES ('message-1', ${MINUTE})`],
  [
    'health_checks',
    `INSERT INTO health_checks VALUES ('${service}', ${MINUTE * 60_000}, 'healthy', 3, NULL)`,
  ],
];

const LATER_ROWS = [
  [
    'spans',
    `INSERT INTO spans (trace_id, span_id, parent_span_id, service, name, kind, start_time,
       duration_ms, status, attributes)
     VALUES ('trace-1', 'span-1', NULL, 'storage', 'insert', 'client', 1000, 4, 'ok',
       '{"db.namespace":"STORAGE_DB"}')`,
  ],
  [
    'traces',
    `INSERT INTO traces (trace_id, root_name, start_time, end_time, status, services, span_count)
     VALUES ('trace-1', 'POST /api/storage/files', 1000, 1010, 'ok', '["storage"]', 1)`,
  ],
  ['queue_totals', `INSERT INTO queue_totals VALUES ('file-events', 'sent', 12)`],
  ['queue_seconds', `INSERT INTO queue_seconds VALUES ('file-events', 1000, 'acked', 9)`],
  ['telemetry_ledger', `INSERT INTO telemetry_ledger VALUES ('message-1', 1000, 1, 'storage')`],
  ['queue_runtime', `INSERT INTO queue_runtime VALUES (1, 'boot-1', 1000)`],
  [
    'lab_faults',
    `INSERT INTO lab_faults VALUES ('fault-1', 'visualization', 'latency', 200, 60, 1000, 4102444800000, '', 0)`,
  ],
  [
    'dead_letters',
    `INSERT INTO dead_letters VALUES ('telemetry', 'letter-1', '{"id":"letter-1","events":[]}', 1000, '')`,
  ],
];

/**
 * The rows of the telemetry tables (the only observability tables of the shared-database era),
 * under `service` as that era named it.
 */
export const telemetryRows = (service = 'storage') => TELEMETRY_ROWS(service);

/** A row in every table of the observability backend and of the lab. */
export const observabilityRows = () => [...TELEMETRY_ROWS('storage'), ...LATER_ROWS];

/** Inserts `rows` ([table, statement] pairs) into `db` in one batch. */
export const insertRows = (db, rows) => db.batch(rows.map(([, sql]) => db.prepare(sql)));
