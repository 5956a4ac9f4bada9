-- Consumer challenges (docs/learn.md#consumer-challenges): which lab session (by its hash) made
-- which run, so that a run answers only its own session and a session starts only so many a
-- minute. A run's messages, deliveries and database live in its Durable Objects, which erase
-- themselves an hour after it started; its row here goes with them.
CREATE TABLE challenge_runs (
  id TEXT PRIMARY KEY,
  session_hash TEXT NOT NULL,
  challenge_id TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE INDEX challenge_runs_by_session ON challenge_runs (session_hash, created_at);
