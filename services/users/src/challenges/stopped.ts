// Why a run was stopped, in the learner's terms: its host stopped the handler in the browser's
// sandbox and said which limit it reached (docs/lab.md#where-learner-code-runs).
import type { STOP_REASONS } from '@repo/contracts/lab-challenges';

type StopReason = (typeof STOP_REASONS)[number];

const STOPPED: Readonly<Record<StopReason, string>> = {
  cpu: 'Your handler was stopped: it kept the processor busy without a break (an endless loop?)',
  memory: 'Your handler was stopped: it used more memory than a run may',
  network: 'Your handler was stopped: it tried to reach the network, which a handler here cannot',
  error: 'Your handler threw outside a batch, so the run could not go on',
};

export function stoppedMessage(reason: StopReason, detail: string): string {
  const said = detail.trim();
  return said === '' ? STOPPED[reason] : `${STOPPED[reason]} (${said})`;
}
