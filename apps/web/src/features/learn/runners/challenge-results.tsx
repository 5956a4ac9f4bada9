// The outcome of 'Run Tests': a summary, then each test passed or failed, and for a failure
// what was expected against what the code gave (or its error, or the time limit).
import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ChallengeTestResult } from '../sandbox/run-code';
import {
  ACTUAL_PREFIX,
  EXPECTED_PREFIX,
  FAILED,
  ICON_SIZE,
  PASSED,
  TEST_RESULTS_LABEL,
  TEST_TIMED_OUT,
  testSummary,
} from './runner-text';

const MONOSPACE_TEXT = {
  ff: 'monospace',
  size: 'sm',
  style: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
} as const;

function FailureDetails({ result }: { result: ChallengeTestResult }) {
  let actual = ACTUAL_PREFIX + result.actual;
  if (result.timedOut) actual = TEST_TIMED_OUT;
  else if (result.error !== undefined) actual = result.error;
  return (
    <>
      <Text {...MONOSPACE_TEXT}>
        {EXPECTED_PREFIX}
        {result.expected}
      </Text>
      <Text {...MONOSPACE_TEXT}>{actual}</Text>
    </>
  );
}

/** Always mounted (empty before the first run), so its summary is announced when it appears. */
export function ChallengeResults({ results }: { results: readonly ChallengeTestResult[] | null }) {
  const passed = results?.filter((result) => result.passed).length ?? 0;
  const allPassed = results !== null && passed === results.length;
  return (
    <Stack gap="xs">
      {/* Only the summary is announced; the details are there to read. */}
      <Text fw={600} c={allPassed ? 'teal' : 'inherit'} role="status">
        {results === null ? '' : testSummary(passed, results.length)}
      </Text>
      {results !== null && (
        <List spacing="xs" listStyleType="none" aria-label={TEST_RESULTS_LABEL}>
          {results.map((result) => (
            <List.Item key={result.name}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <ThemeIcon size="sm" radius="xl" color={result.passed ? 'teal' : 'red'} aria-hidden>
                  {result.passed ? <IconCheck size={ICON_SIZE} /> : <IconX size={ICON_SIZE} />}
                </ThemeIcon>
                <Stack gap={2}>
                  <Text size="sm">
                    <Text span fw={600} inherit c={result.passed ? 'teal' : 'red'}>
                      {result.passed ? PASSED : FAILED}
                    </Text>
                    {`: ${result.name}`}
                  </Text>
                  {!result.passed && <FailureDetails result={result} />}
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
