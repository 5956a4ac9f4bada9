// A drill for the whole class (docs/classes.md#a-drill-for-everyone), as the class's Durable
// Object keeps it: the same fault started in every member's session (a drill id each), who
// solved it and how fast, and the wrong answers given; then revealed to all.
import type {
  ClassDrill,
  ClassMember,
  DrillEvent,
  StartedClassDrill,
} from '@repo/contracts/classes';

export interface ClassDrillRecord extends StartedClassDrill {
  /** Seconds to solve, by session hash. */
  solved: Record<string, number>;
  /** Wrong answers, each with how often it was given. */
  wrong: ClassDrill['wrongAnswers'];
  revealedAt: string | null;
}

export const newClassDrill = (started: StartedClassDrill): ClassDrillRecord => ({
  ...started,
  solved: {},
  wrong: [],
  revealedAt: null,
});

const inDrill = (drill: ClassDrillRecord, hash: string, drillId: string) =>
  drill.drills.some((entry) => entry.sessionHash === hash && entry.drillId === drillId);

/** The drill after a member's event: a right answer timed, a wrong one counted. */
export function withDrillEvent(
  drill: ClassDrillRecord,
  hash: string,
  event: DrillEvent,
  now: string,
): ClassDrillRecord {
  if (event.type !== 'diagnosed' || !inDrill(drill, hash, event.drillId)) return drill;
  if (event.correct) {
    const seconds = Math.round((Date.parse(now) - Date.parse(drill.startedAt)) / 1000);
    return { ...drill, solved: { ...drill.solved, [hash]: seconds } };
  }
  const same = (answer: { target: string; type: string }) =>
    answer.target === event.target && answer.type === event.fault;
  const wrong = drill.wrong.some(same)
    ? drill.wrong.map((answer) => (same(answer) ? { ...answer, count: answer.count + 1 } : answer))
    : [...drill.wrong, { target: event.target, type: event.fault, count: 1 }];
  return { ...drill, wrong };
}

export function publicClassDrill(drill: ClassDrillRecord): ClassDrill {
  const wrongAnswers = [...drill.wrong].sort((a, b) => b.count - a.count);
  return {
    level: drill.level,
    startedAt: drill.startedAt,
    answer: drill.answer,
    members: drill.drills.length,
    solved: Object.keys(drill.solved).length,
    secondsToSolve: Object.values(drill.solved).sort((a, b) => a - b),
    wrongAnswers,
    revealedAt: drill.revealedAt,
  };
}

/** A member's part: the answer only once revealed. */
export function memberClassDrill(
  drill: ClassDrillRecord | undefined,
  hash: string,
): ClassMember['classDrill'] {
  if (!drill || !drill.drills.some((entry) => entry.sessionHash === hash)) return null;
  return {
    level: drill.level,
    startedAt: drill.startedAt,
    solved: hash in drill.solved,
    revealed: drill.revealedAt ? drill.answer : null,
  };
}
