-- Each browser's lab session (docs/lab.md#lab-sessions). Only a hash of the session id is kept:
-- the id is the browser's secret, and whoever reads this table cannot act as a session. The
-- learner is the user the session uploads as; expired sessions are removed by the cleanup.
CREATE TABLE lab_sessions (
  id_hash TEXT PRIMARY KEY,
  learner_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE INDEX lab_sessions_by_expiry ON lab_sessions (expires_at);
