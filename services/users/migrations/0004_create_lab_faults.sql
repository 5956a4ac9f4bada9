-- The lab faults this service keeps (docs/lab.md#faults). A fault acts until expires_at (ms
-- since the epoch); expired rows are ignored and swept on the next write.
CREATE TABLE lab_faults (
  id TEXT PRIMARY KEY,
  target TEXT NOT NULL,
  type TEXT NOT NULL,
  value REAL,
  duration_seconds INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  UNIQUE (target, type)
);
