-- Distributed traces, filled by the telemetry queue's consumer from the span events every
-- worker records. Times are epoch milliseconds. Pruned by the minutely job to the last 24
-- hours and at most 50,000 traces (src/lib/traces/prune-traces.ts).

-- One finished span. The key makes a redelivered span a no-op.
CREATE TABLE spans (
  trace_id TEXT NOT NULL,
  span_id TEXT NOT NULL,
  parent_span_id TEXT,
  service TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  start_time REAL NOT NULL,
  duration_ms REAL NOT NULL,
  status TEXT NOT NULL,
  -- A JSON object of string, number and boolean values.
  attributes TEXT NOT NULL,
  PRIMARY KEY (trace_id, span_id)
) WITHOUT ROWID;

-- The list's service and operation filters ask, per trace, whether it holds a span of a
-- service or of a name: each is one index seek.
CREATE INDEX spans_by_service ON spans (service, trace_id);
CREATE INDEX spans_by_name ON spans (name, trace_id);

-- One row per trace, recomputed from all of its stored spans whenever some arrive, so it is
-- right whichever order its spans come in. A rowid table: rowids grow with each new trace,
-- so max(rowid) - min(rowid) + 1 bounds the row count in two seeks (the cap's cheap check).
CREATE TABLE traces (
  trace_id TEXT NOT NULL UNIQUE,
  -- The root span's name, or the earliest span's until the root arrives.
  root_name TEXT NOT NULL,
  start_time REAL NOT NULL,
  end_time REAL NOT NULL,
  duration_ms REAL GENERATED ALWAYS AS (end_time - start_time) VIRTUAL,
  -- 'error' when any span failed, else 'ok'.
  status TEXT NOT NULL,
  -- A JSON array of worker ids, in the order they first appear by start time.
  services TEXT NOT NULL,
  span_count INTEGER NOT NULL
);

-- Newest first (and retention by age), newest first among one status, and the slow ones.
CREATE INDEX traces_by_start ON traces (start_time, trace_id);
CREATE INDEX traces_by_status ON traces (status, start_time, trace_id);
CREATE INDEX traces_by_duration ON traces (duration_ms);
