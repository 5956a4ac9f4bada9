import { createLab } from '@repo/service-kit/lab/create-lab';
import type { UsersEnv } from './env';

/** The lab, mounted: users' faults, and the file-events queue it consumes (faults, dead letters, counts). */
export const lab = createLab<UsersEnv>({
  service: 'users',
  db: (env) => env.USERS_DB,
  consumes: { queue: 'file-events', binding: (env) => env.FILE_EVENTS },
});
