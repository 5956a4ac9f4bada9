async function statusReport(checks) {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => checks[name]()));
  return results.map((result, index) =>
    result.status === 'fulfilled'
      ? names[index] + ': ' + result.value
      : names[index] + ': failed (' + result.reason.message + ')',
  );
}
