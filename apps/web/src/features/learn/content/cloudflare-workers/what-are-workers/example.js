const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const at = () => Math.round((Date.now() - started) / 10) * 10 + ' ms';
let cpuMs = 0; // time spent running JavaScript, not waiting
function work(ms) { const end = Date.now() + ms; while (Date.now() < end); cpuMs += ms; }

// A stand-in for the runtime: it sends the response as soon as fetch returns,
// then keeps the invocation alive until every waitUntil promise has settled.
async function invoke(worker, request, env) {
  const pending = [];
  const ctx = { waitUntil: (promise) => pending.push(promise) };
  const response = await worker.fetch(request, env, ctx);
  console.log(at(), 'response sent:', response);
  await Promise.allSettled(pending);
  console.log(at(), 'invocation ends; CPU used: about', cpuMs, 'ms');
}

const env = {
  USERS_DB: { first: async () => { await sleep(100); return { fileCount: 3 }; } },
  TELEMETRY: { send: async (event) => { await sleep(200); console.log(at(), 'telemetry queued:', event); } },
};
const worker = {
  async fetch(request, env, ctx) {
    work(4); // parse the URL and pick a route
    const usage = await env.USERS_DB.first(); // waiting: wall time only
    work(4); // build the JSON
    ctx.waitUntil(env.TELEMETRY.send({ path: request.url, status: 200 }));
    return { status: 200, body: usage };
  },
};
await invoke(worker, { url: '/api/users/demo-user' }, env);
