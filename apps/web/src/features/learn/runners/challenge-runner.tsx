// A section's challenge: the task, its acceptance criteria, an editor with the starter code,
// hints and the solution on request, and 'Run Tests' checking the learner's code in the sandbox.
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Challenge } from '../lib/module-schema';
import { runChallengeTests, type ChallengeTestResult } from '../sandbox/run-code';
import { ChallengeResults } from './challenge-results';
import { CodeWithActions } from './code-with-actions';
import { useSandboxRun } from './use-sandbox-run';
import { LazyCodeEditor } from './lazy-code-editor';
import {
  ACCEPTANCE_CRITERIA,
  CHALLENGE_EDITOR_LABEL,
  HIDE_HINTS,
  HIDE_SOLUTION,
  HINTS_LABEL,
  RESET_CODE_LABEL,
  RUN_TESTS_LABEL,
  RUNNING_TESTS_LABEL,
  SHOW_HINTS,
  SHOW_SOLUTION,
  SOLUTION_LABEL,
  TESTS_SHORTCUTS_HINT,
} from './runner-text';

const CHALLENGE_LABELS = {
  editor: CHALLENGE_EDITOR_LABEL,
  run: RUN_TESTS_LABEL,
  running: RUNNING_TESTS_LABEL,
  reset: RESET_CODE_LABEL,
};

/** The description is plain text; a blank line starts a new paragraph. */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

export function ChallengeRunner({ challenge }: { challenge: Challenge }) {
  // Another section's challenge in the same place starts afresh, cancelling any run.
  return (
    <ChallengeBody
      key={`${challenge.description}\n${challenge.starterCode}`}
      challenge={challenge}
    />
  );
}

function ChallengeBody({ challenge }: { challenge: Challenge }) {
  const [hintsShown, setHintsShown] = useState(false);
  const [solutionShown, setSolutionShown] = useState(false);
  const [results, setResults] = useState<ChallengeTestResult[] | null>(null);
  const { running, start, cancel } = useSandboxRun();
  const criteriaId = useId();
  const solutionId = useId();

  function runTests(code: string) {
    void start((signal) => {
      setResults(null);
      return runChallengeTests(code, challenge.tests, { signal });
    }, setResults);
  }

  function resetCode() {
    cancel();
    setResults(null);
  }

  return (
    <Stack gap="sm">
      {paragraphs(challenge.description).map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      <div>
        <Text fw={600} id={criteriaId}>
          {ACCEPTANCE_CRITERIA}
        </Text>
        <List size="sm" spacing={4} aria-labelledby={criteriaId}>
          {challenge.tests.map((test) => (
            <List.Item key={test.name}>{test.name}</List.Item>
          ))}
        </List>
      </div>
      <CodeWithActions
        initialCode={challenge.starterCode}
        running={running}
        onRun={runTests}
        onReset={resetCode}
        labels={CHALLENGE_LABELS}
      >
        {challenge.hints.length > 0 && (
          <Button
            variant="subtle"
            aria-expanded={hintsShown}
            onClick={() => setHintsShown((shown) => !shown)}
          >
            {hintsShown ? HIDE_HINTS : SHOW_HINTS}
          </Button>
        )}
        <Button
          variant="subtle"
          aria-expanded={solutionShown}
          onClick={() => setSolutionShown((shown) => !shown)}
        >
          {solutionShown ? HIDE_SOLUTION : SHOW_SOLUTION}
        </Button>
      </CodeWithActions>
      <Text size="xs" c="dimmed">
        {TESTS_SHORTCUTS_HINT}
      </Text>
      {hintsShown && (
        <List type="ordered" size="sm" spacing={4} aria-label={HINTS_LABEL}>
          {challenge.hints.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      )}
      {solutionShown && (
        // Headed and named 'Solution', and only as tall as the solution's code.
        <Stack component="section" gap={4} aria-labelledby={solutionId}>
          <Title order={4} size="h6" id={solutionId}>
            {SOLUTION_LABEL}
          </Title>
          <LazyCodeEditor
            value={challenge.solution}
            ariaLabel={SOLUTION_LABEL}
            readOnly
            fitContent
          />
        </Stack>
      )}
      <ChallengeResults results={results} />
    </Stack>
  );
}
