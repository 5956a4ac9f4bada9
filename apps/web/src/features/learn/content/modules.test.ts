// The lesson catalogue: every module passes the schema, has the agreed shape, and every
// challenge works as the lesson engine runs it (the learner's code, then
// `return await (<input>);`, in an async function, compared as the Output panel formats it).
import { describe, expect, it } from 'vitest';
import { moduleProblems, type Challenge, type LearningModule } from '../lib/module-schema';
import { MODULES } from './modules';

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
];

type AsyncFunctionConstructor = new (
  ...parameters: string[]
) => (...args: unknown[]) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async function () {})
  .constructor as AsyncFunctionConstructor;

// Computed specifiers: the web app's types include neither Node's nor d3's declarations,
// and these tests need only one function of each at run time.
const NODE_UTIL = 'node:util';
const D3 = 'd3';
const { inspect } = (await import(/* @vite-ignore */ NODE_UTIL)) as {
  inspect: (value: unknown) => string;
};

/** As the Output panel shows a value: a string raw, anything else as util.inspect does. */
function format(value: unknown): string {
  return typeof value === 'string' ? value : inspect(value);
}

/** Runs one challenge test as the engine does; a thrown error is an output that never matches. */
async function runTest(code: string, input: string): Promise<string> {
  try {
    const run = new AsyncFunction(`${code}\n;return await (${input});`);
    return format(await run()).trim();
  } catch (error) {
    return `threw: ${String(error)}`;
  }
}

const sections = MODULES.flatMap((learningModule) =>
  learningModule.sections.map((section) => ({ moduleId: learningModule.id, section })),
);
const challenges = sections.flatMap(({ moduleId, section }) =>
  section.challenge ? [{ name: `${moduleId}/${section.id}`, challenge: section.challenge }] : [],
);

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

  it('load the two microservices sections from external markdown', () => {
    const microservices = MODULES.find(
      (learningModule) => learningModule.id === 'microservices-intro',
    );
    expect(microservices?.sections.map((section) => section.contentUrl)).toEqual([
      '/lesson-content/microservices-intro/monolith-vs-micro.md',
      '/lesson-content/microservices-intro/service-communication.md',
    ]);
  });

  it('give every module 3 to 5 topics and every section its teaching parts', () => {
    for (const learningModule of MODULES) {
      expect(learningModule.topics.length, learningModule.id).toBeGreaterThanOrEqual(3);
      expect(learningModule.topics.length, learningModule.id).toBeLessThanOrEqual(5);
    }
    for (const { moduleId, section } of sections) {
      const where = `${moduleId}/${section.id}`;
      expect(section.learningObjectives.length, where).toBeGreaterThanOrEqual(2);
      expect(section.learningObjectives.length, where).toBeLessThanOrEqual(4);
      const bullets = section.summary.split('\n').filter((line) => line.startsWith('- '));
      expect(bullets.length, where).toBeGreaterThanOrEqual(3);
      expect(bullets.length, where).toBeLessThanOrEqual(5);
      const words = section.content.split(/\s+/).filter(Boolean).length;
      expect(words, where).toBeGreaterThanOrEqual(200);
      expect(words, where).toBeLessThanOrEqual(500);
      const questions = section.quiz?.questions ?? [];
      expect(questions.length, where).toBeGreaterThanOrEqual(2);
      expect(questions.length, where).toBeLessThanOrEqual(3);
      for (const question of questions) {
        expect(question.options.length, question.question).toBeGreaterThanOrEqual(3);
        expect(question.options.length, question.question).toBeLessThanOrEqual(4);
      }
    }
  });

  it('have runnable code in every section of the first-steps modules and once in every module', () => {
    for (const learningModule of MODULES) {
      const runnable = learningModule.sections.filter((section) => section.code?.runnable);
      if (['async-basics', 'error-handling'].includes(learningModule.id)) {
        expect(runnable.length, learningModule.id).toBe(learningModule.sections.length);
      } else {
        expect(runnable.length, learningModule.id).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('have at least one challenge per module and 5 in all', () => {
    for (const learningModule of MODULES) {
      expect(
        learningModule.sections.some((section) => section.challenge),
        learningModule.id,
      ).toBe(true);
    }
    expect(challenges.length).toBeGreaterThanOrEqual(5);
  });
});

describe('runnable code examples', () => {
  const runnable = sections.filter(({ section }) => section.code?.runnable);

  it.each(runnable.map(({ moduleId, section }) => [`${moduleId}/${section.id}`, section.code]))(
    '%s runs in a worker-like sandbox, logs, and finishes within a second',
    async (_name, code) => {
      if (!code) throw new Error('no code');
      expect(code.language).toBe('javascript');
      const lines = code.code.split('\n').length;
      expect(lines).toBeGreaterThanOrEqual(5);
      expect(lines).toBeLessThanOrEqual(25);
      expect(code.code).not.toMatch(/\b(?:import|require|document|window)\b|process\./);
      const logged: string[] = [];
      const sandboxConsole = {
        log: (...args: unknown[]) => logged.push(args.map(format).join(' ')),
      };
      // Like the engine, the run lasts until its last timer has fired, within the 1 s limit.
      const pending = new Set<ReturnType<typeof setTimeout>>();
      const sandboxSetTimeout = (handler: () => void, delay?: number) => {
        const id = setTimeout(() => {
          pending.delete(id);
          handler();
        }, delay);
        pending.add(id);
        return id;
      };
      const sandboxClearTimeout = (id: ReturnType<typeof setTimeout>) => {
        pending.delete(id);
        clearTimeout(id);
      };
      const started = performance.now();
      await new AsyncFunction('console', 'setTimeout', 'clearTimeout', code.code)(
        sandboxConsole,
        sandboxSetTimeout,
        sandboxClearTimeout,
      );
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(performance.now() - started).toBeLessThan(1000);
      expect(logged.length).toBeGreaterThan(0);
    },
  );

  it('use typescript for the examples that need the Workers runtime', () => {
    for (const { section } of sections) {
      if (section.code && !section.code.runnable) expect(section.code.language).toBe('typescript');
    }
  });
});

describe('d3 sandboxes', () => {
  const sandboxes = sections.flatMap(({ moduleId, section }) =>
    section.d3Sandbox ? [{ name: `${moduleId}/${section.id}`, sandbox: section.d3Sandbox }] : [],
  );

  it('appear in at least 3 modules', () => {
    const modules = new Set(
      sections.filter(({ section }) => section.d3Sandbox).map((s) => s.moduleId),
    );
    expect(modules.size).toBeGreaterThanOrEqual(3);
  });

  it.each(sandboxes.map(({ name, sandbox }) => [name, sandbox]))(
    '%s draws an svg of its size',
    async (_name, sandbox) => {
      expect(sandbox.width).toBeGreaterThanOrEqual(560);
      expect(sandbox.width).toBeLessThanOrEqual(640);
      expect(sandbox.height).toBeGreaterThanOrEqual(240);
      expect(sandbox.height).toBeLessThanOrEqual(320);
      const d3: unknown = await import(/* @vite-ignore */ D3);
      const container = document.createElement('div');
      await new AsyncFunction('d3', 'container', 'width', 'height', sandbox.code)(
        d3,
        container,
        sandbox.width,
        sandbox.height,
      );
      const svg = container.querySelector('svg');
      expect(svg?.getAttribute('width')).toBe(String(sandbox.width));
      expect(svg?.getAttribute('height')).toBe(String(sandbox.height));
      expect(svg?.querySelectorAll('text').length).toBeGreaterThan(2);
    },
  );
});

describe('challenges', () => {
  it.each(challenges.map(({ name, challenge }) => [name, challenge] as const))(
    '%s: the solution passes every test and the starter code fails one',
    async (_name, challenge: Challenge) => {
      expect(challenge.tests.length).toBeGreaterThanOrEqual(2);
      expect(challenge.tests.length).toBeLessThanOrEqual(4);
      expect(challenge.hints.length).toBeGreaterThanOrEqual(1);
      expect(challenge.hints.length).toBeLessThanOrEqual(3);
      for (const test of challenge.tests) {
        expect(test.expectedOutput.length, test.name).toBeLessThan(60);
        expect(await runTest(challenge.solution, test.input), test.name).toBe(
          test.expectedOutput.trim(),
        );
      }
      // Stop at the starter's first failure: later inputs may hand it promises it ignores.
      let starterFails = false;
      for (const test of challenge.tests) {
        if ((await runTest(challenge.starterCode, test.input)) !== test.expectedOutput.trim()) {
          starterFails = true;
          break;
        }
      }
      expect(starterFails).toBe(true);
    },
  );
});
