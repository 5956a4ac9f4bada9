async function listAllKeys(bucket, prefix) {
  // bucket.list({ prefix, cursor }) resolves to { objects, truncated, cursor }.
  const page = await bucket.list({ prefix });
  return page.objects.map((object) => object.key);
}
