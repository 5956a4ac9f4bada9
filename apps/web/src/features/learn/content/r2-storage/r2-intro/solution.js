function listWithDelimiter(keys, prefix, delimiter) {
  const objects = [];
  const delimitedPrefixes = new Set();
  for (const key of [...keys].sort()) {
    if (!key.startsWith(prefix)) continue;
    const at = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (at === -1) objects.push(key);
    else delimitedPrefixes.add(key.slice(0, at + delimiter.length));
  }
  return { objects, delimitedPrefixes: [...delimitedPrefixes] };
}
