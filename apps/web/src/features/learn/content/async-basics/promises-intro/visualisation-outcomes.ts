// The three handlers attached to p, and what each does for each outcome of p.
export type Outcome = 'fulfilled' | 'rejected';
export type PromiseState = 'pending' | Outcome;
export type HandlerId = 'then' | 'catch' | 'finally';

export interface Reaction {
  ran: boolean;
  note: string;
  /** How the promise the handler returned settles, and with what. */
  next: [Outcome, string];
  say: string;
}

export function handlers(narrow: boolean): { id: HandlerId; code: string; next: string }[] {
  return [
    { id: 'then', code: '.then(v => v * 2)', next: 'p2' },
    { id: 'catch', code: '.catch(e => 0)', next: 'p3' },
    {
      id: 'finally',
      code: narrow ? '.finally(() => …)' : ".finally(() => log('done'))",
      next: 'p4',
    },
  ];
}

// What each reaction does for each outcome of p: whether its callback runs, and how the
// promise it returned settles.
export const OUTCOMES: Record<Outcome, Record<HandlerId, Reaction>> = {
  fulfilled: {
    then: {
      ran: true,
      note: 'ran with 21',
      next: ['fulfilled', '42'],
      say: 'The .then callback runs with 21 and returns 42, so p2 fulfils with 42.',
    },
    catch: {
      ran: false,
      note: 'skipped: passes 21 on',
      next: ['fulfilled', '21'],
      say: '.catch has nothing to do, as p did not reject. p3 fulfils with the same value, 21.',
    },
    finally: {
      ran: true,
      note: 'ran (no argument)',
      next: ['fulfilled', '21'],
      say: '.finally runs on either outcome, with no argument. p4 settles like p: fulfilled with 21.',
    },
  },
  rejected: {
    then: {
      ran: false,
      note: 'skipped: passes error on',
      next: ['rejected', 'Error'],
      say: '.then has no rejection handler, so it is skipped and p2 rejects with the same error.',
    },
    catch: {
      ran: true,
      note: 'ran with the error',
      next: ['fulfilled', '0'],
      say: 'The .catch callback runs with the error and returns 0: p3 fulfils with 0. The error is handled.',
    },
    finally: {
      ran: true,
      note: 'ran (no argument)',
      next: ['rejected', 'Error'],
      say: '.finally runs on either outcome, with no argument. p4 settles like p: rejected with the error.',
    },
  },
};
