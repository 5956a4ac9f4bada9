import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { SectionBody } from '../markdown/section-body';
import { Markdown } from '../markdown/markdown';
import { SECTION_HEADINGS } from '../lib/learn-text';
import type { Section } from '../lib/module-schema';
import { ChallengeRunner } from '../runners/challenge-runner';
import { Playground } from '../runners/playground';
import { LabExercise } from '../lab/lab-exercise';
import { LAB_HEADING } from '../lab/lab-text';
import { D3Sandbox } from './d3-sandbox';
import { QuickQuiz } from './quick-quiz';
import { SectionPart } from './section-part';

/**
 * A section: objectives, text, then whichever of playground, visualisation, quiz, challenge and
 * lab exercise it has, and its key takeaways.
 */
export function SectionView({ section }: { section: Section }) {
  const { code, d3Sandbox, quiz, challenge, lab } = section;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={2}>{section.title}</Title>
        <Badge variant="outline">{section.type === 'theory' ? 'Theory' : 'Interactive'}</Badge>
      </Group>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Learning objectives">
        <Text fw={600} mb={4}>
          Learning objectives
        </Text>
        <List size="sm" spacing={4}>
          {section.learningObjectives.map((objective) => (
            <List.Item key={objective}>{objective}</List.Item>
          ))}
        </List>
      </Paper>
      <Text size="lg">{section.introduction}</Text>
      <SectionBody content={section.content} contentUrl={section.contentUrl} />
      {code ? (
        <SectionPart
          title={code.runnable ? SECTION_HEADINGS.playground : SECTION_HEADINGS.codeExample}
        >
          <Markdown>{code.explanation}</Markdown>
          {code.runnable ? (
            <Playground initialCode={code.code} />
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
          <QuickQuiz questions={quiz.questions} />
        </SectionPart>
      ) : null}
      {challenge ? (
        <SectionPart title={SECTION_HEADINGS.challenge}>
          <ChallengeRunner challenge={challenge} />
        </SectionPart>
      ) : null}
      {lab ? (
        <SectionPart title={LAB_HEADING}>
          <LabExercise exercise={lab} />
        </SectionPart>
      ) : null}
      <SectionPart title={SECTION_HEADINGS.takeaways}>
        <Markdown>{section.summary}</Markdown>
      </SectionPart>
    </Stack>
  );
}
