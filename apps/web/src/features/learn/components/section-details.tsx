// The part of a section below its introduction: the text, then whichever of playground,
// visualisation, quiz, challenge and lab exercise it has, and its key takeaways. Its own chunk,
// with the markdown renderer and the runners, so a module page paints its header and the
// section's introduction without waiting for them.
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { markSectionComplete, useSectionComplete } from '../hooks/use-module-progress';
import { SectionBody } from '../markdown/section-body';
import { Markdown } from '../markdown/markdown';
import { SECTION_HEADINGS } from '../lib/learn-text';
import type { Section } from '../lib/module-schema';
import { sectionRule, type SectionRule } from '../lib/section-rule';
import { ConsumerChallenge } from '../consumer/consumer-challenge';
import { ChallengeRunner } from '../runners/challenge-runner';
import { learnerCodeKey, type LearnerCodeRunner } from '../runners/learner-code-store';
import { Playground } from '../runners/playground';
import { LabExercise } from '../lab/lab-exercise';
import { LAB_HEADING } from '../lab/lab-text';
import { D3Sandbox } from './d3-sandbox';
import { QuickQuiz } from './quick-quiz';
import { SectionPart } from './section-part';

export function SectionDetails({ section }: { section: Section }) {
  const { code, d3Sandbox, quiz, challenge, lab } = section;
  // The learner's code is kept per module and section; outside a module's route, nowhere.
  const { moduleId } = useParams();
  const complete = useSectionComplete(moduleId, section.id);
  const storageKey = (runner: LearnerCodeRunner) =>
    moduleId === undefined ? undefined : learnerCodeKey(moduleId, section.id, runner);
  // The part the section's rule names completes it (lib/section-rule.ts); the other completes
  // nothing.
  const completes = (part: SectionRule) =>
    moduleId === undefined || sectionRule(section) !== part
      ? undefined
      : () => markSectionComplete(moduleId, section.id);
  return (
    <Stack gap="md">
      <SectionBody content={section.content} contentUrl={section.contentUrl} />
      {code ? (
        <SectionPart
          title={code.runnable ? SECTION_HEADINGS.playground : SECTION_HEADINGS.codeExample}
        >
          <Markdown>{code.explanation}</Markdown>
          {code.runnable ? (
            <Playground initialCode={code.code} storageKey={storageKey('playground')} />
          ) : (
            <Markdown>{`\`\`\`${code.language}\n${code.code}\n\`\`\``}</Markdown>
          )}
        </SectionPart>
      ) : null}
      {d3Sandbox ? (
        <SectionPart title={SECTION_HEADINGS.visualisation}>
          <D3Sandbox sandbox={d3Sandbox} />
        </SectionPart>
      ) : null}
      {quiz ? (
        <SectionPart title={SECTION_HEADINGS.quiz}>
          <QuickQuiz questions={quiz.questions} onPassed={completes('quiz')} />
        </SectionPart>
      ) : null}
      {challenge ? (
        <SectionPart title={SECTION_HEADINGS.challenge}>
          {challenge.consumer === undefined ? (
            <ChallengeRunner
              challenge={challenge}
              storageKey={storageKey('challenge')}
              onPassed={completes('challenge')}
            />
          ) : (
            <ConsumerChallenge
              challenge={{ ...challenge, consumer: challenge.consumer }}
              storageKey={storageKey('challenge')}
              passedBefore={complete}
              onPassed={completes('challenge')}
            />
          )}
        </SectionPart>
      ) : null}
      {lab ? (
        <SectionPart title={LAB_HEADING}>
          <LabExercise exercise={lab} codeStorageKey={storageKey('lab')} />
        </SectionPart>
      ) : null}
      <SectionPart title={SECTION_HEADINGS.takeaways}>
        <Markdown>{section.summary}</Markdown>
      </SectionPart>
    </Stack>
  );
}
