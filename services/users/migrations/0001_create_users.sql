-- Learners are anonymous: the one demo user owns every upload made from the dashboard.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);

INSERT INTO users (id, name, created_at) VALUES ('demo-user', 'Demo Learner', '2026-01-01T00:00:00.000Z');
