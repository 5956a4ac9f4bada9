async function totalBytes(ids, getSize) {
  const sizes = await Promise.all(ids.map((id) => getSize(id))); // every request starts now
  return sizes.reduce((total, size) => total + size, 0);
}
