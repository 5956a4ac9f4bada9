-- Metadata of every stored file; the blob lives in R2 under the same id.
-- state: 'pending' while the blob is being written, 'stored' once both exist (the only
-- state that is ever listed or served), 'deleting' while the blob is being removed.
-- A row left pending or deleting by a crash is finished by the scheduled sweep.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  mime_type TEXT NOT NULL,
  user_id TEXT NOT NULL,
  checksum TEXT NOT NULL,
  created_at TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'stored', 'deleting')),
  state_changed_at TEXT NOT NULL
);

CREATE INDEX files_listed ON files (state, created_at DESC, id DESC);
CREATE INDEX files_listed_by_user ON files (user_id, state, created_at DESC, id DESC);
CREATE INDEX files_unfinished ON files (state, state_changed_at) WHERE state != 'stored';

-- Transactional outbox: an event is written in the same batch as the change it reports,
-- then published to the queue and removed. The sweep republishes anything left behind.
CREATE TABLE outbox (
  event_id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
