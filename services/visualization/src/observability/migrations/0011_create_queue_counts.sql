-- What happened to each queue's messages (docs/lab.md#the-map-and-the-queues): totals since
-- the start, and per second for the last hour (pruned by the minutely job), from which the
-- live map reads backlogs, the oldest waiting message's age and rates. `action` is one of
-- sent, acked, retried, requeued, deadLettered, replayed.
CREATE TABLE queue_totals (
  queue TEXT NOT NULL,
  action TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (queue, action)
) WITHOUT ROWID;

-- `second` is a whole epoch second.
CREATE TABLE queue_seconds (
  queue TEXT NOT NULL,
  second INTEGER NOT NULL,
  action TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (queue, second, action)
) WITHOUT ROWID;

CREATE INDEX queue_seconds_by_second ON queue_seconds (second);

-- The telemetry queue cannot report through itself, so its consumer counts what it sees:
-- each message (by the telemetry message's id) once when first seen, once when acknowledged.
-- `seen_at` is epoch milliseconds; `acked` is 0 or 1; `producer` the worker whose events the
-- message carries ('' when not known), for the map's per-worker telemetry traffic.
CREATE TABLE telemetry_ledger (
  id TEXT PRIMARY KEY,
  seen_at INTEGER NOT NULL,
  acked INTEGER NOT NULL,
  producer TEXT NOT NULL
) WITHOUT ROWID;

CREATE INDEX telemetry_ledger_by_seen ON telemetry_ledger (seen_at);

-- The live map reads the last minute of spans by what each called (a peer service, a D1 or R2
-- binding, a queue). The target is derived once per span, and the index covers every column
-- the map reads: one range seek, no row lookups and no JSON parsing per read.
ALTER TABLE spans ADD COLUMN edge_target TEXT GENERATED ALWAYS AS (coalesce(
  json_extract(attributes, '$."peer.service"'),
  json_extract(attributes, '$."db.namespace"'),
  json_extract(attributes, '$."cloud.resource_id"'),
  json_extract(attributes, '$."messaging.destination.name"')
)) VIRTUAL;
CREATE INDEX spans_by_start ON spans (start_time, kind, service, edge_target, status, duration_ms);
