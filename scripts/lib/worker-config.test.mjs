// Guards the workers' wrangler.toml files: each service owns its D1 databases locally as on
// Cloudflare, and nothing in them would send `npm run deploy` somewhere that does not exist.
import { unstable_readConfig as readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { D1_DATABASES, WORKERS, workerConfig } from './system.mjs';

const configs = Object.fromEntries(
  WORKERS.map((worker) => [worker, readConfig({ config: workerConfig(worker) })]),
);

describe("the workers' configuration", () => {
  it('names each worker by its service id, the name of its folder', () => {
    for (const worker of WORKERS) expect(configs[worker].name).toBe(worker);
  });

  it('gives each service its own D1 databases, each under a binding of its own', () => {
    for (const worker of WORKERS.filter((name) => name !== 'gateway')) {
      const own = D1_DATABASES.filter((database) => database.worker === worker);
      expect(configs[worker].d1_databases).toEqual(
        own.map(({ database, binding, migrations }) =>
          expect.objectContaining({ binding, database_name: database, migrations_dir: migrations }),
        ),
      );
    }
    // The visualization service's two halves, the register and the observability backend.
    expect(configs.visualization.d1_databases).toHaveLength(2);
    expect(configs.gateway.d1_databases).toEqual([]);
    // A local database's id is its binding name, so distinct names mean distinct databases.
    const bindings = D1_DATABASES.map(({ binding }) => binding);
    expect(new Set(bindings).size).toBe(bindings.length);
    const names = D1_DATABASES.map(({ database }) => database);
    expect(new Set(names).size).toBe(names.length);
  });

  it('invents no database ids: deploy creates or finds each database by its name', () => {
    for (const worker of WORKERS) {
      for (const database of configs[worker].d1_databases) {
        expect(database.database_id).toBeUndefined();
        expect(database.preview_database_id).toBeUndefined();
      }
      for (const bucket of configs[worker].r2_buckets)
        expect(bucket.preview_bucket_name).toBeUndefined();
    }
  });

  it('binds services only to workers that exist', () => {
    for (const worker of WORKERS) {
      for (const { service } of configs[worker].services ?? []) {
        expect(WORKERS).toContain(service);
        expect(service).not.toBe(worker);
      }
    }
    expect(configs.gateway.services.map(({ service }) => service)).toEqual([
      'storage',
      'users',
      'visualization',
    ]);
  });

  it('has a consumer for every queue a worker produces to', () => {
    const consumed = WORKERS.flatMap((worker) =>
      (configs[worker].queues.consumers ?? []).map(({ queue }) => queue),
    );
    for (const worker of WORKERS) {
      for (const { queue } of configs[worker].queues.producers ?? []) {
        expect(consumed).toContain(queue);
      }
    }
  });
});
