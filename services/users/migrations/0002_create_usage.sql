-- What each user's stored files take up, kept current by consuming file events.
CREATE TABLE user_usage (
  user_id TEXT PRIMARY KEY,
  file_count INTEGER NOT NULL DEFAULT 0 CHECK (file_count >= 0),
  bytes INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0)
);

-- Every file event already applied, by its unique id: a redelivered or duplicated event
-- finds its id here and changes nothing.
CREATE TABLE processed_events (
  event_id TEXT PRIMARY KEY,
  processed_at TEXT NOT NULL
);
