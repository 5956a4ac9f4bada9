-- The New Zealand business register. name_key is the name folded for matching (lower case,
-- diacritics removed) so exact and starts-with matches can use an index.
CREATE TABLE entities (
  id INTEGER PRIMARY KEY,
  nzbn TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  status TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  region TEXT
);

CREATE INDEX entities_by_name_key ON entities (name_key);
CREATE INDEX entities_by_registered_at ON entities (registered_at);

-- Full-text index of names: words match case- and diacritic-insensitively.
CREATE VIRTUAL TABLE entities_fts USING fts5(
  name,
  content = 'entities',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER entities_fts_insert AFTER INSERT ON entities BEGIN
  INSERT INTO entities_fts (rowid, name) VALUES (new.id, new.name);
END;

-- Entities are never deleted one by one: a reset empties the register and its index together.

-- Registrations per UTC day, type and region, so analytics over long ranges read
-- thousands of rollup rows instead of a million entities.
CREATE TABLE registration_days (
  day TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  region TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, entity_type, region)
) WITHOUT ROWID;

-- What the register holds: its source ('generated' or 'imported'), seed, size, progress.
CREATE TABLE register_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- SHA-256 hashes (hex) of the bearer tokens allowed to administer the register (seed,
-- import). `npm start` writes a fresh one each run; none exist unless someone adds one.
CREATE TABLE admin_tokens (
  token_hash TEXT PRIMARY KEY,
  created_at TEXT NOT NULL
);

-- Where an import collects its rows before they replace the register in one transaction,
-- so a failed or abandoned import never leaves the register half-replaced.
CREATE TABLE entities_staging (
  nzbn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  status TEXT NOT NULL,
  registered_at TEXT NOT NULL,
  region TEXT
);
