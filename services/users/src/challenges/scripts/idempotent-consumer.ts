// Challenge 1: an idempotent consumer. Payments arrive twice in both ways a queue allows: the
// producer sends two of them again (each copy a new message), and the acknowledgement of one is
// lost (the same message comes back, attempt 2). Each payment must move its balance once.
import type { ChallengeScript } from '../challenge-script';
import { totalsAnomaly } from './totals';

const ACCOUNTS = ['acc-1', 'acc-2', 'acc-3'];
const AMOUNTS = [10, 25, 5, 40, 15, 20, 35, 30, 45, 50];
const payments = AMOUNTS.map((amount, index) => ({
  eventId: `e-${index + 1}`,
  account: ACCOUNTS[index % ACCOUNTS.length],
  amount,
}));

export const idempotentConsumer: ChallengeScript = {
  challenge: {
    id: 'idempotent-consumer',
    title: 'Count each payment once',
    property:
      'Each payment moves its account’s balance once, however many times it is delivered: a re-send by the producer or a redelivery after a lost acknowledgement.',
    nemesis: ['duplicate', 'redelivery'],
  },
  setup: [
    'CREATE TABLE balances (account TEXT PRIMARY KEY, amount INTEGER NOT NULL)',
    `INSERT INTO balances (account, amount) VALUES ${ACCOUNTS.map((name) => `('${name}', 0)`).join(', ')}`,
  ],
  // The producer sends e-3 and e-7 again (m-11 and m-12).
  messages: [...payments, ...payments.filter(({ eventId }) => ['e-3', 'e-7'].includes(eventId))],
  nemesis: { loseFirstAck: [5] },
  reads: { balances: 'SELECT account, amount FROM balances' },
  check: (run) =>
    totalsAnomaly(run, {
      key: 'account',
      amount: 'amount',
      rows: run.tables.balances ?? [],
      total: 'amount',
    }),
};
