// Files storage keeps for you (the demo user, or your own learner in a class), against the
// files the users service has counted.
const { data: me } = await api.get('/api/lab/sessions/current');
const query = new URLSearchParams({ page: '1', pageSize: '1', userId: me.learnerId });
const { data: files } = await api.get('/api/storage/files?' + query);
const { data: user } = await api.get('/api/users/' + me.learnerId);
const behind = files.total - user.usage.fileCount;
console.log('stored by storage: ' + files.total + ' files');
console.log('counted by users:  ' + user.usage.fileCount + ' files');
console.log(
  behind > 0
    ? behind + ' not counted yet: their events wait in the outbox or on the queue'
    : 'in step: every stored file has been counted',
);
