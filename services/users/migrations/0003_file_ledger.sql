-- Usage is read from a ledger with one row per file instead of running counters: applying
-- `file.uploaded` and `file.deleted` of one file gives the same row in either order, a
-- delete is remembered (deleted = 1) so a late upload event cannot count a file that no
-- longer exists, and a redelivered event changes nothing. The reconciliation against the
-- storage service repairs whatever a lost event left wrong.
CREATE TABLE user_files (
  file_id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  bytes INTEGER NOT NULL CHECK (bytes >= 0),
  deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
  updated_at TEXT NOT NULL
);

CREATE INDEX user_files_by_user ON user_files (user_id, deleted);

-- The running counters and the event ids that guarded them are replaced by the ledger; the
-- first reconciliation fills it from what storage holds.
DROP TABLE user_usage;
DROP TABLE processed_events;
