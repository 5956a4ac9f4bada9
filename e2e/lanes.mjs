// @ts-check
/**
 * The e2e lanes: `npm test` runs each lane beside the others, each on a system of its own.
 * The first lane takes every file that no other names. The second holds files that mostly
 * wait: those that start and stop systems of their own, and the learners who read each step
 * for 20 s. Balance them by the times in test-results/timings.json.
 * @type {Record<string, readonly string[]>}
 */
export const E2E_LANES = {
  'e2e-1': [],
  'e2e-2': [
    'class-sessions.test.ts',
    'clean-stops.test.ts',
    'crash-recovery.test.ts',
    'data-folder-upgrade.test.ts',
    'queue-restart.test.ts',
    'seed-recovery.test.ts',
    'learn-lab-slow.test.ts',
    'learn-lab-messages-slow.test.ts',
  ],
};
