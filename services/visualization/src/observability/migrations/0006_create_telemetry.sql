-- Live telemetry, filled by the telemetry queue's consumer. Minutes and hours are whole
-- epoch minutes and hours (UTC); latency is a mergeable sketch (see @repo/telemetry's
-- latency-sketch), so quantiles over any range come from merging, never from averaging.

CREATE TABLE request_minutes (
  service TEXT NOT NULL,
  minute INTEGER NOT NULL,
  requests INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  duration_sum REAL NOT NULL,
  sketch TEXT NOT NULL,
  PRIMARY KEY (service, minute)
) WITHOUT ROWID;

-- The same per hour, so week-long ranges read 168 rows instead of 10,080.
CREATE TABLE request_hours (
  service TEXT NOT NULL,
  hour INTEGER NOT NULL,
  requests INTEGER NOT NULL,
  errors INTEGER NOT NULL,
  duration_sum REAL NOT NULL,
  sketch TEXT NOT NULL,
  PRIMARY KEY (service, hour)
) WITHOUT ROWID;

CREATE TABLE operation_minutes (
  operation TEXT NOT NULL,
  service TEXT NOT NULL,
  minute INTEGER NOT NULL,
  count INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  duration_sum REAL NOT NULL,
  PRIMARY KEY (minute, operation, service)
) WITHOUT ROWID;

-- HyperLogLog registers of the gateway's visitors per hour: only register maxima, nothing
-- from which a person could be told apart.
CREATE TABLE visitor_hours (
  hour INTEGER PRIMARY KEY,
  registers TEXT NOT NULL
);

-- Queue messages already counted, so a redelivered batch is not counted twice.
CREATE TABLE telemetry_messages (
  id TEXT PRIMARY KEY,
  received_minute INTEGER NOT NULL
) WITHOUT ROWID;

CREATE INDEX telemetry_messages_by_minute ON telemetry_messages (received_minute);

-- One health probe of a service through its binding, each minute.
CREATE TABLE health_checks (
  service TEXT NOT NULL,
  checked_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  latency_ms REAL NOT NULL,
  message TEXT,
  PRIMARY KEY (service, checked_at)
) WITHOUT ROWID;
