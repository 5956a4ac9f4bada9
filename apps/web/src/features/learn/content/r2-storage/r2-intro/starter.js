function listWithDelimiter(keys, prefix, delimiter) {
  // Return { objects, delimitedPrefixes } as R2's list({ prefix, delimiter }) would.
  const objects = keys.filter((key) => key.startsWith(prefix));
  return { objects, delimitedPrefixes: [] };
}
