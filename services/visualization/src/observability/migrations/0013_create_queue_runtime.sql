-- The run of the runtime the queue counts belong to (docs/lab.md#after-a-restart). Local
-- queues keep their messages in memory, so a new run has lost whatever was waiting; the
-- first time a new run touches the counts it writes that backlog off (queue_totals' `lost`
-- and `unreported`) and records its boot id here. One row.
CREATE TABLE queue_runtime (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  boot_id TEXT NOT NULL,
  started_at INTEGER NOT NULL
);
