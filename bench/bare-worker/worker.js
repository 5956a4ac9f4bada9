// The least a Worker can do: answer every request with a small JSON body, no router, no
// middleware, no bindings. bench/load.mjs measures the gateway's throughput against it.
export default {
  fetch() {
    return Response.json({ ok: true });
  },
};
