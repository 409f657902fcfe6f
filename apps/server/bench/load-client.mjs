// One autocannon run in its own process, so the load generator does not share the servers' event
// loop (autocannon treats a worker thread as one of its own workers, so not a thread).
import autocannon from "autocannon";

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(
  JSON.stringify({
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
