import client from 'prom-client';

/**
 * The server's Prometheus metrics, one registry per process (served at /metrics with a token,
 * http/metrics-endpoint.ts). Each server is scraped on its own; sums across servers are
 * Prometheus's work. Values that live in the database (the job queue) are read at scrape time.
 */
export const metrics = new client.Registry();
client.collectDefaultMetrics({ register: metrics, prefix: 'kinfolk_' });

/** How long requests take, by what they asked for (a GraphQL operation, a REST route) and their status. */
export const requestDuration = new client.Histogram({
  name: 'kinfolk_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer being sent, by operation and status class.',
  labelNames: ['method', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.5, 3, 6, 12, 30],
  registers: [metrics],
});

/** Bytes written to storage (uploads, their pictures, GEDCOM files). */
export const storedBytes = new client.Counter({
  name: 'kinfolk_storage_written_bytes_total',
  help: 'Bytes written to file storage (uploads and the pictures and files made from them).',
  registers: [metrics],
});

/** Background jobs that failed an attempt, by task. */
export const jobFailures = new client.Counter({
  name: 'kinfolk_job_failures_total',
  help: 'Attempts of background jobs that failed (each is retried until its attempts are used up), by task.',
  labelNames: ['task'] as const,
  registers: [metrics],
});

/** Adds a gauge whose value is read when the metrics are scraped. */
export function gaugeOf(name: string, help: string, labelNames: string[], read: (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void) {
  return new client.Gauge({
    name,
    help,
    labelNames,
    registers: [metrics],
    async collect() {
      this.reset();
      await read((labels, value) => this.set(labels, value));
    },
  });
}

/** Forgets every gauge added by gaugeOf (a test app closing), so the next app may add them again. */
export function removeGauges(...names: string[]) {
  for (const name of names) metrics.removeSingleMetric(name);
}

/**
 * GraphQL operation names are the caller's choice: only the first OPERATION_NAMES distinct ones
 * become labels, later ones are counted as "other", so no caller can make the metrics grow without end.
 */
const OPERATION_NAMES = 300;
const seenOperations = new Set<string>();
export function operationLabel(name: string) {
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= OPERATION_NAMES || !/^[\w:/.{}-]{1,80}$/.test(name)) return 'other';
  seenOperations.add(name);
  return name;
}
