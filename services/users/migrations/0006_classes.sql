-- Classes (docs/classes.md): which classes exist until they end, and which lab session (by its
-- hash) belongs to which. Everything else of a class lives in its Durable Object; both are
-- erased when the class ends, and a member's row when their session does.
CREATE TABLE classes (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE INDEX classes_by_end ON classes (ends_at);

CREATE TABLE class_members (
  session_hash TEXT PRIMARY KEY,
  class_code TEXT NOT NULL REFERENCES classes (code) ON DELETE CASCADE,
  learner_id TEXT NOT NULL
);

CREATE INDEX class_members_by_class ON class_members (class_code);
