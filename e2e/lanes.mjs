// @ts-check
/**
 * The e2e lanes: `npm test` runs each lane beside the others, each on a system of its own, so
 * no lane's state reaches another's. The first lane takes every file that no other names.
 * - e2e-2: the lab exercises on file events, which wait for the file-events queue to be quiet
 *   (its backlog is counted from telemetry, so a telemetry fault elsewhere would hold it up);
 *   half of their time is the slow learner reading for 20 s. And the files that read the
 *   health probes' uptime over the last hour, which an `errors` fault on a service (lab-faults,
 *   drills, class-sessions) would lower for the hour: no file here starts one. Beside them, to
 *   keep the lanes level, the phone layout, which starts no fault either.
 * - e2e-3: the files that start and stop systems of their own, those that break telemetry on
 *   purpose (message-faults loses and poisons its messages), and the drills (drill-hidden,
 *   drills), whose faults break the services and the file-events messages.
 *   The class console's walk (classes.test.ts) starts a drill of its own session only.
 *   And, to keep the lanes level, the Learn pages' own tests (learn.test.ts, learner-code), which
 *   use no part of the lab, the register's search, which no fault here touches once its drill
 *   is over, and the accessibility checks, which run first, before any fault.
 * Within a lane the files run one at a time in order of name. Balance the lanes by the times
 * in test-results/timings.json. The lanes keep both cores busy (a fourth lane made each file as
 * much slower as it saved), so a lane more is no faster.
 * @type {Record<string, readonly string[]>}
 */
export const E2E_LANES = {
  'e2e-1': [],
  'e2e-2': [
    'telemetry-api.test.ts',
    'telemetry-pages.test.ts',
    'learn-lab.test.ts',
    'learn-lab-slow.test.ts',
    'learn-lab-messages.test.ts',
    'learn-lab-messages-slow.test.ts',
    'phone-layout.test.ts',
  ],
  'e2e-3': [
    'accessibility.test.ts',
    'class-sessions.test.ts',
    'classes.test.ts',
    'clean-stops.test.ts',
    'crash-recovery.test.ts',
    'data-folder-upgrade.test.ts',
    'import-recovery.test.ts',
    'queue-restart.test.ts',
    'seed-recovery.test.ts',
    'drill-hidden.test.ts',
    'drills.test.ts',
    'message-faults.test.ts',
    'learn-content.test.ts',
    'learn.test.ts',
    'learner-code.test.ts',
    'registry.test.ts',
  ],
};
