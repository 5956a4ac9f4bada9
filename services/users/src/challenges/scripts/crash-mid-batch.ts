// Challenge 4: a crash mid-batch. Twelve scoring events; the handler crashes right after its
// 4th and its 9th write were applied, before it returns. What it acknowledged before the crash
// stays acknowledged; the rest of the batch comes back. No event may be lost or counted twice.
import type { ChallengeScript } from '../challenge-script';
import { totalsAnomaly } from './totals';

const PLAYERS = ['ana', 'ben', 'caro'];
const POINTS = [3, 5, 2, 7, 4, 6, 1, 8, 9, 2, 5, 3];

export const crashMidBatch: ChallengeScript = {
  challenge: {
    id: 'crash-mid-batch',
    title: 'Survive a crash halfway through a batch',
    property:
      'Every event adds its points once: a crash partway through a batch loses no event and doubles none.',
    nemesis: ['crash', 'redelivery'],
  },
  setup: [
    'CREATE TABLE scores (player TEXT PRIMARY KEY, points INTEGER NOT NULL)',
    `INSERT INTO scores (player, points) VALUES ${PLAYERS.map((name) => `('${name}', 0)`).join(', ')}`,
  ],
  messages: POINTS.map((points, index) => ({
    eventId: `s-${index + 1}`,
    player: PLAYERS[index % PLAYERS.length],
    points,
  })),
  nemesis: { crashAfterWrite: [4, 9] },
  reads: { scores: 'SELECT player, points FROM scores' },
  check: (run) =>
    totalsAnomaly(run, {
      key: 'player',
      amount: 'points',
      rows: run.tables.scores ?? [],
      total: 'points',
    }),
};
