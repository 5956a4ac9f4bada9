// The soak's mixed traffic: one cycle of 20 requests as the dashboard's pages send them
// (health, listings, the user, searches, the map, traces), with uploads, downloads and
// deletes of the soak's own files. Writes stay under the gateway's per-client limits
// (6 a second of 12), so the soak needs no client identities of its own.

const KEPT = 'kept';
const DELETED = 'deleted';

const READS = [
  '/health',
  '/api/storage/files?page=1&pageSize=10',
  '/api/users/demo-user',
  '/api/nzbn/search?q=kiwi&page=1&pageSize=10',
  '/services/users/health',
  '/api/storage/files?page=1&pageSize=10&userId=demo-user',
  '/api/lab/topology',
  '/api/nzbn/search?q=harbour%20trust&page=1&pageSize=10',
  '/api/traces',
  '/api/storage/files?page=2&pageSize=10',
  '/health',
  '/api/users/demo-user',
  '/api/nzbn/search?q=kauri&entityStatus=Registered',
  '/api/storage/files?page=1&pageSize=10',
];

/** The cycle: each step a read path or a write; 3 writes and 3 reads of own files in 20. */
export const SOAK_CYCLE = [
  ...READS.slice(0, 4),
  { upload: KEPT },
  ...READS.slice(4, 7),
  { download: true },
  ...READS.slice(7, 10),
  { upload: DELETED },
  { metadata: true },
  ...READS.slice(10, 13),
  { remove: true },
  ...READS.slice(13),
];

let uploaded = 0;

function uploadForm() {
  uploaded += 1;
  const form = new FormData();
  const text = `soak file ${uploaded}\n`.repeat(32);
  form.append('file', new File([text], `soak-${uploaded}.txt`, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  return form;
}

/**
 * What the traffic keeps between requests: the ids of files kept (read back) and of files
 * waiting for their delete, so every request is one that must succeed.
 */
export function soakFiles() {
  return { [KEPT]: [], [DELETED]: [] };
}

/** The request for one step of the cycle: `{ method, path, body?, onAnswer? }`. */
export function requestFor(step, files) {
  if (typeof step === 'string') return { method: 'GET', path: step };
  if (step.upload) {
    return {
      method: 'POST',
      path: '/api/storage/upload',
      body: uploadForm(),
      onAnswer: async (response) => {
        const { data } = await response.json();
        files[step.upload].push(data.id);
      },
    };
  }
  const kept = files[KEPT].at(-1);
  if (step.download && kept) return { method: 'GET', path: `/api/storage/download/${kept}` };
  if (step.metadata && kept) return { method: 'GET', path: `/api/storage/files/${kept}/metadata` };
  const doomed = step.remove ? files[DELETED].shift() : undefined;
  if (doomed) return { method: 'DELETE', path: `/api/storage/files/${doomed}` };
  // Nothing of its own to read or delete yet (the first cycle): a listing instead.
  return { method: 'GET', path: READS[1] };
}
