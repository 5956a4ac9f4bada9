import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question: 'What is a service boundary?',
      options: [
        'The line around one part of the product: its code, its data, and the API or events through which others reach it',
        'A firewall rule that stops two servers from talking',
        'The folder in the repository where a service keeps its code',
        'The set of database tables that every service shares',
      ],
      correctAnswer: 0,
      explanation:
        'A boundary is about ownership: inside it a team changes code and tables freely; only the API and the events that cross it are promises to others. A shared table is the opposite of a boundary: it is a hidden API nobody versions.',
    },
    {
      question: 'How does the users service know how many files the demo user has?',
      options: [
        'It queries the `files` table in `storage-db`',
        'It keeps its own ledger in `users-db`, filled from the `file.uploaded` and `file.deleted` events',
        'The browser sends it the count after each upload',
        'It joins `storage-db` and `users-db` in one query',
      ],
      correctAnswer: 1,
      explanation:
        "Each service owns its data, so users never reads storage's database. It keeps its own copy, updated from storage's events. Joining across the two databases is not possible: they are separate D1 databases.",
    },
    {
      question:
        'The users service is down, storage is up. What does the microservice version of the Storage page do?',
      options: [
        'The whole page fails, because one service is down',
        "The file list and uploads work; 'Storage used' shows 'Usage unavailable' until users is back",
        'Uploads fail, because users has to count every file first',
      ],
      correctAnswer: 1,
      explanation:
        'That is partial failure: only the feature that needs users fails. Uploads do not wait for users at all; their events wait in the `file-events` queue. Failing everything together is what a crashed monolith does.',
    },
    {
      question:
        'The Storage page makes two requests, each 3 hops long, and every hop takes about 10 ms. Roughly how much hop time does the page wait for when it sends the two requests side by side?',
      options: ['About 10 ms', 'About 30 ms', 'About 60 ms', 'No time: bindings are free'],
      correctAnswer: 1,
      explanation:
        'Side by side, the page waits for the slower request: 3 hops × 10 ms = 30 ms. One after another it would be the sum, 60 ms. A service binding adds no network latency of its own, but every hop still does the callee’s work and can fail.',
    },
    {
      question: 'When is a monolith usually the better choice?',
      options: [
        'When the team is small and the boundaries between parts are still moving',
        'When parts of the system must scale and deploy independently',
        'When several teams must release on their own schedules',
        'When a failure in one part must not take the others down',
      ],
      correctAnswer: 0,
      explanation:
        'Splitting too early fixes the wrong lines in place, and moving data between services later is expensive. The other three options are the reasons to split, once the boundaries are stable.',
    },
  ],
} satisfies Quiz;
