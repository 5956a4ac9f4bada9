import { describe, expect, it } from 'vitest';
import { moduleProblems, type LearningModule } from './module-schema';

const valid: LearningModule = {
  id: 'queues-101',
  title: 'Queues',
  description: 'What a queue buys you.',
  difficulty: 'beginner',
  duration: 10,
  topics: ['queues'],
  prerequisites: [],
  sections: [
    {
      id: 'why-queues',
      title: 'Why queues',
      type: 'theory',
      learningObjectives: ['Say what a queue decouples'],
      introduction: 'Producers and consumers meet in a queue.',
      content: 'A queue holds messages.',
      summary: '- Queues decouple services',
      quiz: {
        questions: [{ question: 'Q?', options: ['a', 'b'], correctAnswer: 1, explanation: 'b.' }],
      },
    },
  ],
};

describe('lesson module validation', () => {
  it('accepts a well-formed module', () => {
    expect(moduleProblems([valid])).toEqual([]);
  });

  it('names the module and the field of a wrong value', () => {
    const broken = { ...valid, difficulty: 'expert' };
    expect(moduleProblems([broken])).toEqual([
      expect.stringMatching(/^module 'queues-101': difficulty: /),
    ]);
  });

  it('names a nested field by its path', () => {
    const firstSection = valid.sections[0];
    if (!firstSection?.quiz) throw new Error('fixture has a quiz');
    const broken = {
      ...valid,
      sections: [
        {
          ...firstSection,
          quiz: { questions: [{ ...firstSection.quiz.questions[0], correctAnswer: 5 }] },
        },
      ],
    };
    expect(moduleProblems([broken])).toEqual([
      "module 'queues-101': sections.0.quiz.questions.0.correctAnswer: correctAnswer must be the index of one of the options",
    ]);
  });

  it('names a module without an id by its place in the list', () => {
    const { id: _id, ...withoutId } = valid;
    expect(moduleProblems([withoutId])[0]).toMatch(/^module #1: id: /);
  });

  it('finds ids used twice and prerequisites that are not other modules', () => {
    const dependent = { ...valid, id: 'queues-201', prerequisites: ['queues-101', 'missing'] };
    const twice = {
      ...valid,
      sections: [valid.sections[0], { ...valid.sections[0], title: 'Again' }],
    };
    expect(moduleProblems([twice, dependent, valid])).toEqual([
      "module 'queues-101': sections.1.id: 'why-queues' is used twice",
      "module 'queues-101': id: is used twice",
      "module 'queues-201': prerequisites.1: 'missing' is not another module",
    ]);
  });
});
