// A run's limit counts the silences between its Worker's beats, never past its cap.
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS, HEARTBEAT_SLACK_MS, MAX_RUN_MS } from './constants';
import { createRunLimit } from './run-limit';

const SETTINGS = { beatMs: HEARTBEAT_MS, slackMs: HEARTBEAT_SLACK_MS };
const LIMIT_MS = 1000;

/** A limit started at 0, and beats heard (and stamped) at the given times. */
function limitWithBeats(times: readonly number[], capMs = MAX_RUN_MS) {
  const limit = createRunLimit(LIMIT_MS, capMs, 0, SETTINGS);
  const kept = times.map((time) => limit.beat(time, time));
  return { limit, kept };
}

/** Beats from `from` to `to`, each `every` ms. */
function beatsEvery(every: number, from: number, to: number): number[] {
  return Array.from({ length: Math.floor((to - from) / every) + 1 }, (_, i) => from + i * every);
}

describe('the run limit', () => {
  it('gives a Worker that never beats its limit and the beat it should have heard', () => {
    const { limit } = limitWithBeats([]);
    expect(limit.deadline()).toBe(LIMIT_MS + HEARTBEAT_MS);
    expect(limit.reason()).toBe('busy');
  });

  it('counts nothing while the beats come, even late by up to the slack', () => {
    const late = HEARTBEAT_MS + HEARTBEAT_SLACK_MS;
    const { limit, kept } = limitWithBeats(beatsEvery(late, 0, 3000));
    expect(kept.every(Boolean)).toBe(true);
    const last = beatsEvery(late, 0, 3000).at(-1) ?? 0;
    // The whole limit is still ahead of the last beat.
    expect(limit.deadline()).toBe(last + LIMIT_MS + HEARTBEAT_MS);
  });

  it('counts a silence past its beat, and stops the run when the silences use the limit', () => {
    const { limit, kept } = limitWithBeats([0, 600, 650, 1200]);
    // 550 ms used from 0 to 600, and 500 more from 650 to 1200: over the limit.
    expect(kept).toEqual([true, true, true, false]);
    const { limit: before } = limitWithBeats([0, 600, 650]);
    expect(before.deadline()).toBe(650 + (LIMIT_MS - 550) + HEARTBEAT_MS);
    expect(limit.reason()).toBe('busy');
  });

  it('stops a run that keeps waiting at its cap, and says so', () => {
    const { limit, kept } = limitWithBeats(beatsEvery(HEARTBEAT_MS, 0, MAX_RUN_MS - 10));
    expect(kept.every(Boolean)).toBe(true);
    expect(limit.deadline()).toBe(MAX_RUN_MS);
    expect(limit.reason()).toBe('cap');
  });

  it('never ends before a limit longer than its cap', () => {
    const limit = createRunLimit(LIMIT_MS, LIMIT_MS / 2, 0, SETTINGS);
    expect(limit.deadline()).toBe(LIMIT_MS);
    expect(limit.reason()).toBe('cap');
  });

  it('does not count a delay of the frame that the beats’ own stamps do not show', () => {
    const limit = createRunLimit(LIMIT_MS, MAX_RUN_MS, 0, SETTINGS);
    limit.beat(0, 5000);
    // Heard 900 ms apart (the frame was busy), stamped a beat apart by the Worker.
    expect(limit.beat(900, 5000 + HEARTBEAT_MS)).toBe(true);
    expect(limit.deadline()).toBe(900 + LIMIT_MS + HEARTBEAT_MS);
  });

  it('counts what the frame heard when a stamp claims more, or runs backwards', () => {
    const limit = createRunLimit(LIMIT_MS, MAX_RUN_MS, 0, SETTINGS);
    limit.beat(0, 0);
    limit.beat(400, 60_000);
    // 400 ms heard, 350 past the beat: the stamp cannot add to it.
    expect(limit.deadline()).toBe(400 + (LIMIT_MS - 350) + HEARTBEAT_MS);
    limit.beat(800, 0);
    expect(limit.deadline()).toBe(800 + (LIMIT_MS - 350) + HEARTBEAT_MS);
  });
});
