async function totalBytes(ids, getSize) {
  let total = 0;
  for (const id of ids) {
    total += await getSize(id); // waits for this size before asking for the next
  }
  return total;
}
