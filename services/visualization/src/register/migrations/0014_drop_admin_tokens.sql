-- Register administration now needs the ADMIN_TOKEN secret, like the lab's admin calls
-- (docs/decisions.md, "One admin token"): the table of admin token hashes is no longer read.
DROP TABLE IF EXISTS admin_tokens;
