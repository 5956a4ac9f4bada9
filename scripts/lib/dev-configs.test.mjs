// The configs `npm start` hands wrangler, read back by wrangler itself.
import { unstable_readConfig as readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { devConfigs } from './dev-configs.mjs';
import { WORKERS } from './system.mjs';
import { localEntry } from './worker-bundles.mjs';

describe("the workers' configs for wrangler dev", () => {
  it('give every worker the settings as vars, and bundle the sources', () => {
    const configs = devConfigs({ LAB_FAULTS: 'open' });
    for (const [index, worker] of WORKERS.entries()) {
      const config = readConfig({ config: configs[index] });
      expect(config.name).toBe(worker);
      expect(config.vars).toMatchObject({ LAB_FAULTS: 'open' });
      expect(config.no_bundle).toBeFalsy();
      expect(config.main).toMatch(new RegExp(`services/${worker}/src/index\\.ts$`));
    }
  });

  it('run the bundles of npm run build, each behind its local entry, with the same settings', () => {
    const configs = devConfigs({ LAB_FAULTS: 'open' }, { prebuilt: true });
    for (const [index, worker] of WORKERS.entries()) {
      const config = readConfig({ config: configs[index] });
      expect(config.no_bundle).toBe(true);
      expect(config.main).toBe(localEntry(worker));
      expect(config.vars).toMatchObject({ LAB_FAULTS: 'open' });
      expect(config.d1_databases.length + config.queues.producers.length).toBeGreaterThan(0);
    }
  });
});
