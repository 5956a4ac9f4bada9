import { Progress, Stack, Text } from '@mantine/core';
import {
  cancelledText,
  doneText,
  elapsedText,
  lastErrorText,
  PROGRESS_LABEL,
  progressText,
} from '../lib/constants';
import type { LoadPlan } from '../lib/load-plan';
import { doneCount, type LoadProgress, type LoadSummary } from '../lib/run-load';

interface LoadStatusProps {
  plan: LoadPlan | null;
  progress: LoadProgress | null;
  summary: LoadSummary | null;
}

const wholeSeconds = (ms: number) => Math.floor(ms / 1000);
const tenthsOfSeconds = (ms: number) => (ms / 1000).toFixed(1);

function outcomeText(summary: LoadSummary): string {
  return summary.outcome === 'done'
    ? doneText(summary.succeeded, summary.failed, tenthsOfSeconds(summary.elapsedMs))
    : cancelledText(doneCount(summary), summary.total);
}

/**
 * The run's bar and counts, the rate limit's message (said once), the last other error and how
 * the run ended. The text is one polite live region, there before the first run, so screen
 * readers hear it change.
 */
export function LoadStatus({ plan, progress, summary }: LoadStatusProps) {
  const shown = summary ?? progress;
  const done = shown ? doneCount(shown) : 0;
  const running = shown !== null && summary === null;
  const counts = shown ? progressText(done, shown.total, shown.failed) : null;
  const elapsed =
    running && plan?.kind === 'searches' ? ` · ${elapsedText(wholeSeconds(shown.elapsedMs))}` : '';

  return (
    <Stack gap="xs">
      {shown ? (
        <Progress
          aria-label={PROGRESS_LABEL}
          value={shown.total > 0 ? (done / shown.total) * 100 : 0}
          animated={running}
        />
      ) : null}
      <Stack gap={4} aria-live="polite">
        {counts === null ? null : <Text size="sm">{`${counts}${elapsed}`}</Text>}
        {shown?.rateLimitMessage ? (
          <Text size="sm" c="orange.8">
            {shown.rateLimitMessage}
          </Text>
        ) : null}
        {shown?.lastError ? (
          <Text size="sm" c="red.8">
            {lastErrorText(shown.lastError)}
          </Text>
        ) : null}
        {summary ? (
          <Text size="sm" fw={500}>
            {outcomeText(summary)}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
