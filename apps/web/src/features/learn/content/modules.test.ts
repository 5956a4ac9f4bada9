// The lesson catalogue: every module passes the schema and has the agreed shape, and every
// section has all its teaching parts, to the standard docs/learn.md sets.
import { describe, expect, it } from 'vitest';
import { moduleProblems, type LearningModule } from '../lib/module-schema';
import { prose, SECTIONS, wordCount, type SectionEntry } from './content.test-utils';
import { MODULES } from './modules';
import monolithVsMicro from './microservices-intro/monolith-vs-micro/section.md?raw';
import serviceCommunication from './microservices-intro/service-communication/section.md?raw';

/** A lesson file's Markdown after its front matter: what is served at its contentUrl. */
const bodyOf = (file: string) => file.replace(/^---\n[\s\S]*?\n---\n/, '').trim();

const EXPECTED = [
  {
    id: 'async-basics',
    difficulty: 'beginner',
    duration: 30,
    prerequisites: [],
    sections: ['sync-vs-async', 'promises-intro', 'async-await', 'concurrency-patterns'],
  },
  {
    id: 'microservices-intro',
    difficulty: 'beginner',
    duration: 45,
    prerequisites: ['async-basics'],
    sections: ['monolith-vs-micro', 'service-communication'],
  },
  {
    id: 'error-handling',
    difficulty: 'intermediate',
    duration: 35,
    prerequisites: ['async-basics'],
    sections: ['promise-errors', 'async-await-errors'],
  },
  {
    id: 'cloudflare-workers',
    difficulty: 'intermediate',
    duration: 40,
    prerequisites: ['async-basics', 'microservices-intro'],
    sections: ['what-are-workers', 'worker-apis'],
  },
  {
    id: 'r2-storage',
    difficulty: 'advanced',
    duration: 50,
    prerequisites: ['async-basics', 'cloudflare-workers', 'error-handling'],
    sections: ['r2-intro', 'r2-operations'],
  },
  {
    id: 'reliable-messaging',
    difficulty: 'advanced',
    duration: 45,
    prerequisites: ['microservices-intro', 'error-handling'],
    sections: [
      'delivery-guarantees',
      'message-ordering',
      'poison-messages',
      'backpressure',
      'transactional-outbox',
    ],
  },
  {
    id: 'write-the-consumer',
    difficulty: 'advanced',
    duration: 60,
    prerequisites: ['reliable-messaging'],
    sections: [
      'idempotent-consumer',
      'last-writer-wins',
      'poison-messages',
      'crash-mid-batch',
      'slow-consumer',
      'transactional-outbox',
    ],
  },
];

describe('lesson modules', () => {
  it('pass the schema, with unique ids and known prerequisites', () => {
    expect(moduleProblems(MODULES)).toEqual([]);
  });

  it('have the agreed ids, difficulties, durations, prerequisites and sections, in order', () => {
    expect(
      MODULES.map((learningModule: LearningModule) => ({
        id: learningModule.id,
        difficulty: learningModule.difficulty,
        duration: learningModule.duration,
        prerequisites: learningModule.prerequisites,
        sections: learningModule.sections.map((section) => section.id),
      })),
    ).toEqual(EXPECTED);
  });

  it('load the two microservices sections from external markdown, the same text built in', () => {
    const microservices = MODULES.find(
      (learningModule) => learningModule.id === 'microservices-intro',
    );
    expect(microservices?.sections.map((section) => section.contentUrl)).toEqual([
      '/lesson-content/microservices-intro/monolith-vs-micro.md',
      '/lesson-content/microservices-intro/service-communication.md',
    ]);
    expect(microservices?.sections.map((section) => section.content)).toEqual([
      bodyOf(monolithVsMicro),
      bodyOf(serviceCommunication),
    ]);
  });

  it('give every module 3 to 5 topics and at least one part checked on the live system', () => {
    for (const learningModule of MODULES) {
      expect(learningModule.topics.length, learningModule.id).toBeGreaterThanOrEqual(3);
      expect(learningModule.topics.length, learningModule.id).toBeLessThanOrEqual(5);
      const live = learningModule.sections.filter(
        (section) => section.lab ?? section.challenge?.consumer,
      );
      expect(live.length, learningModule.id).toBeGreaterThanOrEqual(1);
    }
  });
});

/** A consumer challenge's section: a short text, and a queue handler to write (docs/learn.md). */
const isConsumerSection = ({ section }: SectionEntry) => section.challenge?.consumer !== undefined;
const LESSONS = SECTIONS.filter((entry) => !isConsumerSection(entry));
const CONSUMER_SECTIONS = SECTIONS.filter(isConsumerSection);

describe.each(CONSUMER_SECTIONS.map((entry) => [entry.name, entry] as const))(
  'consumer section %s',
  (_, { section }) => {
    it('has 2 to 4 objectives, 250 to 700 words of prose and 3 to 5 takeaways', () => {
      expect(section.learningObjectives.length).toBeGreaterThanOrEqual(2);
      expect(section.learningObjectives.length).toBeLessThanOrEqual(4);
      const words = wordCount(prose(section.content));
      expect(words).toBeGreaterThanOrEqual(250);
      expect(words).toBeLessThanOrEqual(700);
      const bullets = section.summary.split('\n').filter((line) => line.startsWith('- '));
      expect(bullets.length).toBeGreaterThanOrEqual(3);
      expect(bullets.length).toBeLessThanOrEqual(5);
    });

    it('sets a queue handler to write: a naive starter, 2 or 3 hints, a reference solution', () => {
      const challenge = section.challenge;
      expect(section.type).toBe('interactive');
      expect(challenge?.tests).toEqual([]);
      expect(challenge?.hints.length).toBeGreaterThanOrEqual(2);
      expect(challenge?.hints.length).toBeLessThanOrEqual(3);
      for (const code of [challenge?.starterCode, challenge?.solution]) {
        expect(code).toMatch(/^export default \{\n {2}async queue\(batch, env\) \{/);
      }
      expect(challenge?.starterCode).not.toBe(challenge?.solution);
    });
  },
);

describe.each(LESSONS.map((entry) => [entry.name, entry] as const))('section %s', (_, entry) => {
  const { section } = entry;

  it('has 2 to 4 objectives, 550 to 1,100 words of prose and 3 to 5 takeaways', () => {
    expect(section.learningObjectives.length).toBeGreaterThanOrEqual(2);
    expect(section.learningObjectives.length).toBeLessThanOrEqual(4);
    const words = wordCount(prose(section.content));
    expect(words).toBeGreaterThanOrEqual(550);
    expect(words).toBeLessThanOrEqual(1100);
    expect(wordCount(section.content)).toBeLessThan(1200);
    const bullets = section.summary.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    expect(bullets.length).toBeLessThanOrEqual(5);
  });

  it('has every part: a runnable example, a visualisation, a quiz and a challenge', () => {
    expect(section.code?.runnable).toBe(true);
    expect(section.code?.language).toBe('javascript');
    expect(section.d3Sandbox).toBeDefined();
    expect(section.quiz).toBeDefined();
    expect(section.challenge).toBeDefined();
  });

  it('asks 4 or 5 questions, each with 3 or 4 distinct options and an explanation', () => {
    const questions = section.quiz?.questions ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(questions.length).toBeLessThanOrEqual(5);
    for (const question of questions) {
      expect(question.options.length, question.question).toBeGreaterThanOrEqual(3);
      expect(question.options.length, question.question).toBeLessThanOrEqual(4);
      const distinct = new Set(question.options.map((option) => option.trim().toLowerCase()));
      expect(distinct.size, question.question).toBe(question.options.length);
      expect(question.options[question.correctAnswer], question.question).toBeDefined();
      expect(wordCount(question.explanation), question.question).toBeGreaterThanOrEqual(8);
    }
  });

  it('sets a challenge with 3 to 5 tests and 2 or 3 hints', () => {
    const challenge = section.challenge;
    expect(challenge?.tests.length).toBeGreaterThanOrEqual(3);
    expect(challenge?.tests.length).toBeLessThanOrEqual(5);
    expect(challenge?.hints.length).toBeGreaterThanOrEqual(2);
    expect(challenge?.hints.length).toBeLessThanOrEqual(3);
    expect(challenge?.starterCode).not.toBe(challenge?.solution);
  });
});

const LAB_SECTIONS = SECTIONS.flatMap((entry) =>
  entry.section.lab ? [[entry.name, entry.section.lab] as const] : [],
);

describe.each(LAB_SECTIONS)('the lab exercise of %s', (_, lab) => {
  it('has 4 to 7 steps, from Start exercise to Check', () => {
    expect(lab.steps.length).toBeGreaterThanOrEqual(4);
    expect(lab.steps.length).toBeLessThanOrEqual(7);
    expect(lab.steps[0]).toMatch(/Start exercise/);
    expect(lab.steps.at(-1)).toMatch(/Check/);
  });
});
