async function statusReport(checks) {
  const names = Object.keys(checks);
  const values = await Promise.all(names.map((name) => checks[name]()));
  return values.map((value, index) => names[index] + ': ' + value);
}
