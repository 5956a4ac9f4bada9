-- A user exists from the first ledger row that names them (docs/product.md#roles): a file
-- event or the reconciliation that counts a file for a userId the table does not know creates
-- that user, named by their id, so every stored byte counts for someone. Users are never
-- refused: storage stores for any well-formed userId without asking this service.
CREATE TRIGGER user_files_create_user AFTER INSERT ON user_files
BEGIN
  INSERT OR IGNORE INTO users (id, name, created_at) VALUES (NEW.user_id, NEW.user_id, NEW.updated_at);
END;

-- Finds the deleted rows old enough to prune without reading the whole ledger.
CREATE INDEX user_files_deleted ON user_files (deleted, updated_at);
