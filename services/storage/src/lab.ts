import { createLab } from '@repo/service-kit/lab/create-lab';
import type { StorageEnv } from './env';

/** The lab, mounted: storage's faults, and the file events it sends counted for the map. */
export const lab = createLab<StorageEnv>({
  service: 'storage',
  db: (env) => env.STORAGE_DB,
  produces: { binding: 'FILE_EVENTS', queue: 'file-events' },
});
