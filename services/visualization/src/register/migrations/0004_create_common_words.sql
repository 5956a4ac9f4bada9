-- The indexed words that are in more names than the search count cap, refreshed when a
-- register is complete: a query for one of them is known to be over the cap without
-- counting (fts5vocab itself walks each word's whole list of names to count them).
CREATE TABLE common_words (
  word TEXT PRIMARY KEY,
  docs INTEGER NOT NULL
) WITHOUT ROWID;
