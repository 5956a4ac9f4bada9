import type { LabText } from '../../section-parts';

export default {
  title: 'Time real searches in sequence and in parallel',
  goal: 'Search the live business register three times one after another, then three times with `Promise.all`, and compare the two times. In [Traces](/traces) you will find each search as its own trace, and see why the parallel run costs about as much as its slowest search while the sequential run costs the sum.',
  steps: [
    'Press **Start exercise**.',
    "Press **Run Code** on this exercise's example. It searches the register for `kiwi`, `bay` and `farm`, first awaiting each search in turn, then all three at once with `Promise.all`, and prints both times and each search's total.",
    'Compare the two times it printed: the sequential one is roughly the sum of three searches, the `Promise.all` one roughly the slowest of them. Run it again if you like: the figures move a little, the gap stays.',
    "Open [Traces](/traces) and type `GET /api/nzbn/search` in **Operation** (the visualization worker's span for a search; the **Root span** column shows the same name, since the gateway's span is named by the route that answered). The six newest rows are your searches: the older three ran in a row, each starting when the one before had finished; the newest three ran at the same time, overlapping. Compare their **Duration** with the two times you printed.",
    'Press **Check**.',
  ],
  check: 'search-timing',
  checkExplanation:
    'Check reads the register-search traces recorded since you pressed Start exercise (`GET /api/traces`) and passes when there are at least three of them and at least two overlapped in time: one started before another had ended.',
  code: {
    language: 'javascript',
    explanation:
      "The first figure is about the sum of three searches, the second about the slowest single search, so it is the smaller one. Each search's total (`data.total`) is the same whichever way it was run: only the waiting changed. Every search also left a trace: six in all, three in a row and three overlapping.",
    runnable: true,
  },
} satisfies LabText;
