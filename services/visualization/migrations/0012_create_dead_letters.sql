-- The telemetry queue's dead letters, kept until they are replayed (docs/lab.md#the-map-and-the-queues).
-- `id` is the telemetry message's own id (or the queue's message id for a body without one), so a
-- dead letter delivered twice is stored once. Times are epoch milliseconds.
CREATE TABLE dead_letters (
  queue TEXT NOT NULL,
  id TEXT NOT NULL,
  -- The message body as JSON, sent back unchanged on a replay.
  body TEXT NOT NULL,
  dead_lettered_at INTEGER NOT NULL,
  PRIMARY KEY (queue, id)
) WITHOUT ROWID;

-- Oldest first, for the list and the replay.
CREATE INDEX dead_letters_by_age ON dead_letters (queue, dead_lettered_at, id);
