// Upload throughput through the gateway on loopback, the runtime's peak memory while
// uploads are in flight, and listing 10,000 stored files page by page.
import { runtimeRssBytes, samplePeakRss } from './process-memory.mjs';
import { median } from './results.mjs';

const MiB = 1024 * 1024;
export const STORAGE_LOAD = {
  singleUploadBytes: 20 * MiB,
  concurrentUploads: 10,
  concurrentUploadBytes: 5 * MiB,
  listedFiles: 10_000,
  listPageSize: 20,
  seedConcurrency: 8,
  /** Upload rounds; each figure is their median. */
  rounds: 3,
};

function textFile(bytes, seed) {
  const content = new Uint8Array(bytes).fill(0x61 + (seed % 26));
  content[bytes - 1] = 0x0a;
  return content;
}

// The gateway limits each client's writes (120 per 10 s). Filling the listing with 10,000
// files, the benchmark stands for many clients: locally `wrangler dev` keeps the address a
// client names (on Cloudflare the edge sets it), so each upload names one of its own.
const clientAddress = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
let uploads = 0;

async function uploadFile(url, content, name) {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${url}/api/storage/upload`, {
    method: 'POST',
    body: form,
    headers: { 'cf-connecting-ip': clientAddress((uploads += 1)) },
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

const mbPerSecond = (bytes, ms) => +(bytes / MiB / (ms / 1000)).toFixed(1);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One round: the 20 MB file alone, then the 5 MB files at once with the runtime's memory sampled. */
async function uploadRound(system, round) {
  const single = textFile(STORAGE_LOAD.singleUploadBytes, round);
  let start = performance.now();
  await uploadFile(system.url, single, `single-20mb-${round}.txt`);
  const singleMs = performance.now() - start;

  const files = Array.from({ length: STORAGE_LOAD.concurrentUploads }, (_, i) =>
    textFile(STORAGE_LOAD.concurrentUploadBytes, i + 2),
  );
  const baseline = await runtimeRssBytes(system.pid);
  const sampler = samplePeakRss(system.pid);
  start = performance.now();
  await Promise.all(
    files.map((content, i) => uploadFile(system.url, content, `concurrent-${round}-${i}.txt`)),
  );
  const concurrentMs = performance.now() - start;
  const peak = await sampler.stop();
  return { singleMs, concurrentMs, baseline, peak };
}

/** Medians of STORAGE_LOAD.rounds rounds, after a small warm-up upload. */
export async function benchUploads(system) {
  await uploadFile(system.url, textFile(1024, 1), 'warm-up.txt');
  const rounds = [];
  for (let round = 0; round < STORAGE_LOAD.rounds; round += 1) {
    rounds.push(await uploadRound(system, round));
  }
  const singleMs = median(rounds.map((r) => r.singleMs));
  const concurrentMs = median(rounds.map((r) => r.concurrentMs));
  const inFlight = STORAGE_LOAD.concurrentUploads * STORAGE_LOAD.concurrentUploadBytes;
  const growth = median(rounds.map((r) => r.peak - r.baseline));
  const baseline = median(rounds.map((r) => r.baseline));
  return {
    rounds: rounds.length,
    single: {
      mb: 20,
      ms: Math.round(singleMs),
      mbPerSecond: mbPerSecond(STORAGE_LOAD.singleUploadBytes, singleMs),
    },
    concurrent: {
      uploads: STORAGE_LOAD.concurrentUploads,
      mbEach: 5,
      ms: Math.round(concurrentMs),
      mbPerSecond: mbPerSecond(inFlight, concurrentMs),
    },
    memory: {
      baselineMiB: +(baseline / MiB).toFixed(1),
      peakMiB: +((baseline + growth) / MiB).toFixed(1),
      growthMiB: +(growth / MiB).toFixed(1),
      inFlightMiB: inFlight / MiB,
      growthPerByteInFlight: +(growth / inFlight).toFixed(2),
    },
  };
}

// The users service counts uploads from the queue; listing is measured once it has caught
// up, so the figures are for a quiet system rather than one still consuming 10,000 events.
async function waitForUsage(url, fileCount, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { data } = await (await fetch(`${url}/api/users/demo-user`)).json();
    if (data.usage.fileCount >= fileCount) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`usage did not reach ${fileCount} files within ${timeoutMs / 1000} s`);
}

export async function benchListing(system) {
  const { listedFiles, listPageSize, seedConcurrency } = STORAGE_LOAD;
  const existing = await (await fetch(`${system.url}/api/storage/files?pageSize=1`)).json();
  let next = existing.data.total;
  const seedStart = performance.now();
  await Promise.all(
    Array.from({ length: seedConcurrency }, async () => {
      while (next < listedFiles) {
        const i = (next += 1);
        await uploadFile(system.url, textFile(64, i), `listed-${i}.txt`);
      }
    }),
  );
  const seedSeconds = (performance.now() - seedStart) / 1000;
  await waitForUsage(system.url, listedFiles);

  const pages = Math.ceil(listedFiles / listPageSize);
  const timings = [];
  for (let page = 1; page <= pages; page += 1) {
    const start = performance.now();
    const response = await fetch(
      `${system.url}/api/storage/files?page=${page}&pageSize=${listPageSize}`,
    );
    const body = await response.json();
    timings.push(performance.now() - start);
    if (body.data.files.length === 0) throw new Error(`page ${page} came back empty`);
  }
  timings.sort((a, b) => a - b);
  return {
    files: listedFiles,
    pageSize: listPageSize,
    pages,
    seedSeconds: +seedSeconds.toFixed(1),
    p50Ms: +percentile(timings, 50).toFixed(1),
    p95Ms: +percentile(timings, 95).toFixed(1),
    maxMs: +timings[timings.length - 1].toFixed(1),
  };
}
