-- How many names hold each common word (one in more names than the search's count cap),
-- per status and entity type. A filtered search for a common word then knows it is over the
-- cap without counting, as an unfiltered one already does from search_terms. Rebuilt with
-- search_terms (same freshness flag) from every place a word occurs in the index.
CREATE VIRTUAL TABLE entities_vocab_instance USING fts5vocab('entities_fts', 'instance');

CREATE TABLE search_term_filters (
  word TEXT NOT NULL,
  status TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  docs INTEGER NOT NULL,
  PRIMARY KEY (word, status, entity_type)
) WITHOUT ROWID;

INSERT INTO search_term_filters (word, status, entity_type, docs)
SELECT v.term, e.status, e.entity_type, count(DISTINCT v.doc)
FROM search_terms t
JOIN entities_vocab_instance v ON v.term = t.word AND v.col = 'name'
JOIN entities e ON e.id = v.doc
WHERE t.docs > 10000
GROUP BY v.term, e.status, e.entity_type;
