// Files storage keeps for the demo user, against the files the users service has counted.
const query = new URLSearchParams({ page: '1', pageSize: '1', userId: 'demo-user' });
const { data: files } = await api.get('/api/storage/files?' + query);
const { data: user } = await api.get('/api/users/demo-user');
const behind = files.total - user.usage.fileCount;
console.log('stored by storage: ' + files.total + ' files');
console.log('counted by users:  ' + user.usage.fileCount + ' files');
console.log(
  behind > 0
    ? behind + ' not counted yet: their events wait in the outbox or on the queue'
    : 'in step: every stored file has been counted',
);
