// The path of the promise down the chain for the step that throws: one frame per place the dot
// stops, with what the step did and what the status line says.
export type Lane = 'ok' | 'err';

export interface Step {
  code: string;
  /** 'any': .finally runs on either outcome and passes that outcome on. */
  lane: Lane | 'any';
  rethrows?: boolean;
}

export const STEPS: readonly Step[] = [
  { code: '.then(parse)', lane: 'ok' },
  { code: '.catch(logAndRethrow)', lane: 'err', rethrows: true },
  { code: '.then(store)', lane: 'ok' },
  { code: '.catch(recover)', lane: 'err' },
  { code: '.then(respond)', lane: 'ok' },
  { code: '.finally(cleanup)', lane: 'any' },
];

export interface Frame {
  x: number;
  y: number;
  step?: number;
  note?: string;
  tone?: 'ok' | 'bad' | 'skip';
  /** The promise's state from here on. */
  state?: Lane;
  say?: string;
  end?: Lane;
}

export interface ChainLayout {
  track(lane: Lane): number;
  rowY(index: number): number;
  rowH: number;
  endY: number;
}

export function plan(throwAt: number, { track, rowY, rowH, endY }: ChainLayout): Frame[] {
  const frames: Frame[] = [];
  let rejected = false;
  const turn = (y: number, from: Lane, to: Lane) =>
    frames.push({ x: track(from), y: y + rowH / 2 }, { x: track(to), y: y + rowH / 2 });
  STEPS.forEach((step, i) => {
    const n = i + 1;
    const y = rowY(i);
    const name = `Step ${n} ${step.code}`;
    if (step.lane === 'any') {
      frames.push({
        x: track(rejected ? 'err' : 'ok'),
        y,
        step: i,
        note: 'ran either way',
        tone: 'ok',
        say: `${name} runs whether the chain is fulfilled or rejected, and passes that outcome on unchanged.`,
      });
      return;
    }
    const handles = (step.lane === 'ok') !== rejected;
    if (!handles) {
      frames.push({
        x: track(rejected ? 'err' : 'ok'),
        y,
        step: i,
        note: 'skipped',
        tone: 'skip',
        say: `${name} is skipped: ${rejected ? 'it only handles fulfilment.' : 'there is nothing to catch.'}`,
      });
      return;
    }
    if (step.rethrows) {
      frames.push({
        x: track('err'),
        y,
        step: i,
        note: 'ran: logged, rethrew',
        tone: 'bad',
        state: 'err',
        say: `${name} logs the error and throws it again: the chain stays rejected.`,
      });
      return;
    }
    if (step.lane === 'err') {
      frames.push({
        x: track('err'),
        y,
        step: i,
        note: 'ran: returned a fallback',
        tone: 'ok',
        state: 'ok',
        say: `${name} handles the error and returns a fallback: the chain is fulfilled again.`,
      });
      turn(y, 'err', 'ok');
      rejected = false;
      return;
    }
    if (n === throwAt) {
      frames.push({
        x: track('ok'),
        y,
        step: i,
        note: 'threw an Error',
        tone: 'bad',
        state: 'err',
        say: `${name} throws: the promise it returned is rejected.`,
      });
      turn(y, 'ok', 'err');
      rejected = true;
      return;
    }
    frames.push({
      x: track('ok'),
      y,
      step: i,
      note: 'ran',
      tone: 'ok',
      say: `${name} runs and passes its value on.`,
    });
  });
  frames.push({ x: track(rejected ? 'err' : 'ok'), y: endY, end: rejected ? 'err' : 'ok' });
  return frames;
}

const WIDE: Record<number, string> = {
  0: 'Nothing threw: steps 1, 3 and 5 ran, both .catch steps were skipped, and .finally ran last. The chain ends fulfilled.',
  1: "Step 1 threw. Step 2's .catch logged and rethrew it, so step 3 was skipped; step 4's .catch recovered, step 5 ran with the fallback and .finally ran last. Fulfilled.",
  3: "Step 3 threw. The rejection went straight to step 4's .catch, which recovered with a fallback; step 5 ran with it and .finally ran last. Fulfilled.",
  5: 'Step 5 threw after the last .catch: .finally ran and passed the rejection on, and nothing handles it. A Worker only logs it; a browser prints "Uncaught (in promise)".',
};
const SHORT: Record<number, string> = {
  0: 'Nothing threw: every .then and the .finally ran; both .catch steps were skipped. Fulfilled.',
  1: 'Step 1 threw; step 2 rethrew it, step 3 was skipped, step 4 recovered; step 5 and .finally ran. Fulfilled.',
  3: "Step 3 threw; step 4's .catch recovered; step 5 and .finally ran. Fulfilled.",
  5: 'Step 5 threw after the last .catch: .finally ran and passed it on. An unhandled rejection.',
};

export function summary(throwAt: number, narrow: boolean): string {
  return (narrow ? SHORT : WIDE)[throwAt] ?? '';
}
