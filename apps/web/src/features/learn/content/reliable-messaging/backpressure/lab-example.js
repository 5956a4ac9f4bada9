// The file-events queue as the map reads it, once a second for six seconds.
for (let second = 0; second < 6; second += 1) {
  const { data } = await api.get('/api/lab/topology');
  const queue = data.queues.find((candidate) => candidate.id === 'file-events');
  const oldest = queue.oldestAgeSeconds === null ? 'none' : queue.oldestAgeSeconds.toFixed(1) + ' s';
  console.log(
    't=' + second + 's backlog ' + queue.backlog + ', oldest ' + oldest +
      ', deliveries/s ' + queue.deliveriesPerSecond.toFixed(2),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
