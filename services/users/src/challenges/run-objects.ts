// A run's Durable Objects, reached by the run's id (challenge-run.ts, learner-database.ts). Kept
// apart from the classes themselves, so that the routes' module graph never loads the runtime's
// own module (the API document is built from it in Node).
import type { UsersBindings } from '../env';

/** How long a run waits for its handler before it judges what it has. */
export const RUN_TIME_MS = 90_000;

/** The run's Durable Object, and its learner's database: both named by the run's id. */
export const challengeRun = (env: UsersBindings, runId: string) =>
  env.CHALLENGE_RUNS.get(env.CHALLENGE_RUNS.idFromName(runId));
export const learnerDatabase = (env: UsersBindings, runId: string) =>
  env.LEARNER_DATABASES.get(env.LEARNER_DATABASES.idFromName(runId));
