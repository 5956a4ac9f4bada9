-- Status and type become words of the full-text index (in a `tags` column, as
-- 'statusregistered typecompany'), so a filtered search is counted and paged in the index
-- alone, without reading each matching entity.
ALTER TABLE entities ADD COLUMN tags TEXT GENERATED ALWAYS AS (
  'status' || lower(status) || ' type' || lower(replace(entity_type, ' ', ''))
) VIRTUAL;

DROP TRIGGER entities_fts_insert;
DROP TABLE entities_vocab;
DROP TABLE entities_fts;

CREATE VIRTUAL TABLE entities_fts USING fts5(
  name,
  tags,
  content = 'entities',
  content_rowid = 'id',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER entities_fts_insert AFTER INSERT ON entities BEGIN
  INSERT INTO entities_fts (rowid, name, tags) VALUES (new.id, new.name, new.tags);
END;

INSERT INTO entities_fts (entities_fts) VALUES ('rebuild');

CREATE VIRTUAL TABLE entities_vocab USING fts5vocab('entities_fts', 'col');

-- Every word of the names with how many names hold it, rebuilt from the index when a
-- register is complete (register_meta 'search_terms' = 'fresh'; any insert clears that).
-- The search turns a query's last word, a prefix, into the few words it stands for (an
-- FTS5 prefix query would copy every matching name's entry first), finds at once that an
-- unknown word matches nothing, and knows that a common word is over the count cap.
DROP TABLE common_words;
CREATE TABLE search_terms (
  word TEXT PRIMARY KEY,
  docs INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO search_terms (word, docs) SELECT term, doc FROM entities_vocab WHERE col = 'name';
INSERT OR REPLACE INTO register_meta (key, value) VALUES ('search_terms', 'fresh');

-- Registrations per UTC month (by type and region, and in all), so distributions and
-- monthly or yearly series over long ranges read months instead of days.
CREATE TABLE registration_months (
  month TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  region TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (month, entity_type, region)
) WITHOUT ROWID;

INSERT INTO registration_months (month, entity_type, region, count)
SELECT substr(day, 1, 7), entity_type, region, sum(count) FROM registration_days GROUP BY 1, 2, 3;

CREATE TABLE registration_month_totals (
  month TEXT PRIMARY KEY,
  count INTEGER NOT NULL
) WITHOUT ROWID;

INSERT INTO registration_month_totals (month, count)
SELECT month, sum(count) FROM registration_months GROUP BY month;
