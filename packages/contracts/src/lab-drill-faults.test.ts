import { describe, expect, it } from 'vitest';
import { DRILL_CLUES, fastestWay } from './lab-drill-clues';
import { DRILL_FAULT_VALUES, DRILL_FAULTS, pickDrillFault } from './lab-drill-faults';
import { DRILL_LEVELS } from './lab-drills';
import { FAULT_TYPES, SHARED_FAULT_TARGETS, faultRequestSchema } from './lab-faults';

describe('what a drill may break', () => {
  it('is a service latency or errors when easy, anything on file-events when hard', () => {
    expect(DRILL_FAULTS.easy).toEqual([
      { target: 'storage', type: 'latency' },
      { target: 'storage', type: 'errors' },
      { target: 'users', type: 'latency' },
      { target: 'users', type: 'errors' },
      { target: 'visualization', type: 'latency' },
      { target: 'visualization', type: 'errors' },
    ]);
    expect(new Set(DRILL_FAULTS.hard.map((fault) => fault.target))).toEqual(
      new Set(['file-events']),
    );
    expect(new Set(DRILL_FAULTS.medium.map((fault) => fault.type))).toEqual(new Set(FAULT_TYPES));
  });

  it('never breaks a target whose faults act on every learner (telemetry)', () => {
    for (const level of DRILL_LEVELS) {
      const shared = DRILL_FAULTS[level].filter(({ target }) =>
        SHARED_FAULT_TARGETS.includes(target),
      );
      expect(shared, level).toEqual([]);
    }
  });

  it('starts only faults the faults API takes, with their values, for 10 minutes', () => {
    for (const level of DRILL_LEVELS) {
      for (const { target, type } of DRILL_FAULTS[level]) {
        const value = DRILL_FAULT_VALUES[type];
        const request = { target, type, durationSeconds: 600, ...(value ? { value } : {}) };
        expect(faultRequestSchema.safeParse(request).success, `${type} on ${target}`).toBe(true);
      }
    }
  });

  it('picks each of the level’s faults for some draw, and never outside them', () => {
    const { length } = DRILL_FAULTS.medium;
    const picked = Array.from({ length }, (_, index) => pickDrillFault('medium', index / length));
    expect(picked).toEqual(DRILL_FAULTS.medium);
    expect(pickDrillFault('easy', 0.999999)).toEqual(DRILL_FAULTS.easy.at(-1));
  });

  it('has a clue for every fault type, naming the target', () => {
    expect(Object.keys(DRILL_CLUES).sort()).toEqual([...FAULT_TYPES].sort());
    expect(fastestWay({ target: 'users', type: 'errors', value: 0.5 })).toBe(
      "the Traces page, with Service set to users and Status to error, shows it: about 50 % of its requests fail with 503 'Service unavailable: the request failed; try again', their users server span in error",
    );
  });

  it('explains every drill fault by what its hidden fault shows: nothing names it', () => {
    for (const level of DRILL_LEVELS) {
      for (const { target, type } of DRILL_FAULTS[level]) {
        const fault = { target, type, value: DRILL_FAULT_VALUES[type] ?? null };
        const texts = `${fastestWay(fault)} ${DRILL_CLUES[type].hint}`;
        expect(texts, `${type} on ${target}`).not.toMatch(/lab\.fault|Lab fault/);
      }
    }
  });

  it('uses in its texts each part of the pages it names', () => {
    for (const { target, type } of DRILL_FAULTS.medium) {
      const clue = DRILL_CLUES[type];
      const fault = { target, type, value: DRILL_FAULT_VALUES[type] ?? null };
      const texts = `${clue.look(fault)} ${clue.shows(fault)} ${clue.hint}`;
      for (const names of clue.names(target)) {
        const labels = [
          ...(names.parts ?? []),
          ...(names.table?.columns ?? []),
          ...(names.filters ?? []),
          ...(names.spans ?? []),
        ];
        for (const label of labels) expect(texts, `${type} on ${target}`).toContain(label);
      }
    }
  });

  it("says telemetry's failed sends are lost, and file events wait in storage's outbox", () => {
    const shows = (target: 'telemetry' | 'file-events') =>
      DRILL_CLUES['send-fail'].shows({ target, type: 'send-fail', value: null });
    expect(shows('telemetry')).toMatch(/are lost, with no outbox to keep them/);
    expect(shows('telemetry')).not.toMatch(/wait/);
    expect(shows('file-events')).toMatch(/wait in storage's outbox/);
  });
});
