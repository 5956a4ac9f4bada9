// A section's challenge: the task, its acceptance criteria, an editor with the starter code,
// hints and the solution on request, and 'Run Tests' checking the learner's code in the sandbox.
import { Button, List, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { Challenge } from '../lib/module-schema';
import { Markdown } from '../markdown/markdown';
import { runChallengeTests, type ChallengeTestResult } from '../sandbox/run-code';
import { HintList, HintsButton } from './challenge-hints';
import { ChallengeResults } from './challenge-results';
import { CodeWithActions } from './code-with-actions';
import { useHintSteps } from './use-hint-steps';
import { useSandboxRun } from './use-sandbox-run';
import { LazyCodeEditor } from './lazy-code-editor';
import { ShortcutHint } from './shortcut-hint';
import {
  ACCEPTANCE_CRITERIA,
  CHALLENGE_EDITOR_LABEL,
  HIDE_SOLUTION,
  RESET_CODE_LABEL,
  RUN_TESTS_LABEL,
  RUNNING_TESTS_LABEL,
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

interface ChallengeRunnerProps {
  challenge: Challenge;
  /** Where the learner's code is kept between visits (`learnerCodeKey`); without it, nowhere. */
  storageKey?: string | undefined;
  /** Called when a run passes every test: the module counts the section complete. */
  onPassed?: (() => void) | undefined;
}

export function ChallengeRunner({ challenge, storageKey, onPassed }: ChallengeRunnerProps) {
  // Another section's challenge in the same place starts afresh, cancelling any run.
  return (
    <ChallengeBody
      key={`${storageKey ?? ''}\n${challenge.description}\n${challenge.starterCode}`}
      challenge={challenge}
      storageKey={storageKey}
      onPassed={onPassed}
    />
  );
}

function ChallengeBody({ challenge, storageKey, onPassed }: ChallengeRunnerProps) {
  const hintSteps = useHintSteps(challenge.hints.length);
  const [solutionShown, setSolutionShown] = useState(false);
  const [results, setResults] = useState<ChallengeTestResult[] | null>(null);
  const { running, start, cancel } = useSandboxRun();
  const criteriaId = useId();
  const solutionId = useId();

  function runTests(code: string) {
    void start(
      (signal) => {
        setResults(null);
        return runChallengeTests(code, challenge.tests, { signal });
      },
      (done) => {
        setResults(done);
        if (done.length > 0 && done.every((result) => result.passed)) onPassed?.();
      },
    );
  }

  function resetCode() {
    cancel();
    setResults(null);
  }

  return (
    <Stack gap="sm">
      <Markdown>{challenge.description}</Markdown>
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
        storageKey={storageKey}
        running={running}
        onRun={runTests}
        onReset={resetCode}
        labels={CHALLENGE_LABELS}
      >
        <HintsButton steps={hintSteps} />
        <Button
          variant="subtle"
          aria-expanded={solutionShown}
          onClick={() => setSolutionShown((shown) => !shown)}
        >
          {solutionShown ? HIDE_SOLUTION : SHOW_SOLUTION}
        </Button>
      </CodeWithActions>
      <ShortcutHint>{TESTS_SHORTCUTS_HINT}</ShortcutHint>
      <HintList hints={challenge.hints} steps={hintSteps} />
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
