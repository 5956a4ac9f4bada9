-- How many names hold each indexed word: tells that a common word is over the search
-- count cap without counting its matches.
CREATE VIRTUAL TABLE entities_vocab USING fts5vocab('entities_fts', 'row');
