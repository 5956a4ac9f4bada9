// The answer to a diagnosis (docs/lab.md#drills): right or wrong (never which half), what the
// trace showed, and, when right, the fault revealed with the time taken, the score and the
// fastest way to it.
import { DRILL_CLUES, fastestWay } from '@repo/contracts/lab-drill-clues';
import type { DiagnosisRequest, RevealedFault } from '@repo/contracts/lab-drill-faults';
import { drillScore, type DiagnosisResult, type DrillEvidence } from '@repo/contracts/lab-drills';
import type { FaultType } from '@repo/contracts/lab-faults';

/** From this many wrong answers on, each wrong answer carries a hint. */
export const HINT_AFTER_TRIES = 2;

const percent = (share: number) => `${Math.round(share * 100)} %`;
const VALUE_TEXT: Partial<Record<FaultType, (value: number) => string>> = {
  latency: (value) => `+${value} ms per request`,
  errors: (value) => `${percent(value)} of requests`,
  duplicate: (value) => `${percent(value)} of messages`,
  slow: (value) => `${value} ms per message`,
  delay: (value) => `${value} s per message`,
  poison: (value) => `${value} messages`,
};

/** 'errors' on users (50 % of requests) */
export function faultText({ target, type, value }: RevealedFault): string {
  const valueText = value === null ? undefined : VALUE_TEXT[type]?.(value);
  return `'${type}' on ${target}${valueText ? ` (${valueText})` : ''}`;
}

/** 2 min 5 s; 45 s */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

const RIGHT_EVIDENCE: Record<DrillEvidence, string> = {
  confirms: ' Your trace shows it.',
  unrelated: ' The trace you gave does not show it, though.',
  none: '',
};
const WRONG_EVIDENCE: Record<DrillEvidence, string> = {
  confirms: ' Your trace does show the fault: read its spans again.',
  unrelated: ' The trace you gave shows nothing of the fault.',
  none: '',
};

/** A wrong diagnosis: it never says which half was right. */
export const WRONG_DIAGNOSIS = 'Not right: the target, the fault type or both are wrong.';

export interface VerdictInput {
  fault: RevealedFault;
  diagnosis: DiagnosisRequest;
  evidence: DrillEvidence;
  /** Milliseconds from the drill's start to this answer. */
  takenMs: number;
  /** Wrong answers so far, this one included when it is wrong. */
  wrongTries: number;
}

export function verdict(input: VerdictInput): DiagnosisResult {
  const { fault, diagnosis, evidence, wrongTries } = input;
  const correct = diagnosis.target === fault.target && diagnosis.type === fault.type;
  if (correct) {
    const attempts = wrongTries + 1;
    const score = drillScore(attempts);
    const explanation =
      `Solved in ${durationText(input.takenMs)} at attempt ${attempts} (score ${score}): the drill's fault was ${faultText(fault)}.` +
      `${RIGHT_EVIDENCE[evidence]} What would have found it fastest: ${fastestWay(fault)}.`;
    return { correct, attempts, score, evidence, explanation };
  }
  const hint = wrongTries >= HINT_AFTER_TRIES ? ` Hint: ${DRILL_CLUES[fault.type].hint}` : '';
  const explanation = `${WRONG_DIAGNOSIS}${WRONG_EVIDENCE[evidence]}${hint}`;
  return { correct, attempts: wrongTries, score: null, evidence, explanation };
}
