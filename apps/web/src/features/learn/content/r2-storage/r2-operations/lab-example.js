// Your files as the storage service lists them (from D1, newest first): you are the demo
// user, or your own learner when a class shares the system (your lab session says which).
const { data: me } = await api.get('/api/lab/sessions/current');
const pageSize = 100; // the API's maximum
let page = 1;
let listed = 0;
let bytes = 0;
let total = 0;
do {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), userId: me.learnerId });
  const { data } = await api.get('/api/storage/files?' + query);
  total = data.total;
  for (const file of data.files) {
    console.log(file.name + ': ' + file.size + ' bytes');
    listed += 1;
    bytes += file.size;
  }
  page += 1;
} while (listed < total && page <= 10);
console.log('total: ' + listed + ' of ' + total + ' files, ' + bytes + ' bytes');
const { data: user } = await api.get('/api/users/' + me.learnerId);
console.log('users service counts: ' + user.usage.fileCount + ' files, ' + user.usage.bytes + ' bytes');
