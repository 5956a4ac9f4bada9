-- Metadata of every stored file; the blob itself lives in R2 under the same id.
CREATE TABLE files (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size >= 0),
  mime_type TEXT NOT NULL,
  user_id TEXT NOT NULL,
  checksum TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX files_by_created_at ON files (created_at DESC, id DESC);
CREATE INDEX files_by_user ON files (user_id, created_at DESC, id DESC);
