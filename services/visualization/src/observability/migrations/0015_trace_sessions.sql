-- The lab session each trace was made for (docs/lab.md#lab-sessions): the hash of the session
-- its spans name, '' for a trace made without one. `GET /api/traces` lists a session's own by
-- default, newest first: one index range.
ALTER TABLE traces ADD COLUMN session_hash TEXT NOT NULL DEFAULT '';
CREATE INDEX traces_by_session ON traces (session_hash, start_time, trace_id);
