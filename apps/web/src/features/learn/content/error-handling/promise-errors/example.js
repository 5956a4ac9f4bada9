const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let running = 0;
async function call(service, ms, fails) {
  running += 1;
  await sleep(ms);
  running -= 1;
  if (fails) throw new Error(service + ' answered 503');
  return service + ' ok';
}

await Promise.resolve('photo.png')
  .then((name) => {
    console.log('1. then: reading', name);
    throw new Error('R2 read failed');
  })
  .then(() => console.log('2. then: never printed, the chain is rejected'))
  .catch((error) => {
    console.log('3. catch:', error.message, '-> recover with a placeholder');
    return 'placeholder.png';
  })
  .then((name) => console.log('4. then: runs again, with', name))
  .finally(() => console.log('5. finally: runs either way'));

const calls = () => [call('storage', 90), call('users', 30, true), call('visualization', 60)];
try {
  await Promise.all(calls());
} catch (error) {
  console.log('Promise.all rejected: ' + error.message + ', while ' + running + ' calls still ran');
}
await sleep(70); // let those two finish
const reports = await Promise.allSettled(calls());
for (const report of reports) {
  const outcome = report.status === 'fulfilled' ? report.value : report.reason.message;
  console.log('allSettled:', report.status, '-', outcome);
}
