// A consumer challenge (docs/learn.md#consumer-challenges): the task, what the checker verifies
// and what the nemesis does, the consumer's settings (max_batch_size, max_concurrency), an
// editor with the naive starter, 'Plug it in' running the
// learner's queue handler against the live system, the server's verdict with the smallest
// anomaly, its trace and the run's message diagram, and the reference solution once it passed.
import { Alert, Anchor, Button, Loader, Group, Stack, Text, Title } from '@mantine/core';
import type { ChallengeId } from '@repo/contracts/lab-challenges';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { tracePath } from '@/config/routes';
import { errorMessage } from '@/lib/api-error';
import type { Challenge } from '../lib/module-schema';
import { Markdown } from '../markdown/markdown';
import { HintList, HintsButton } from '../runners/challenge-hints';
import { CodeWithActions } from '../runners/code-with-actions';
import { LazyCodeEditor } from '../runners/lazy-code-editor';
import { OutputPanel } from '../runners/output-panel';
import { ShortcutHint } from '../runners/shortcut-hint';
import { useHintSteps } from '../runners/use-hint-steps';
import { getChallenges } from './consumer-api';
import {
  CHALLENGE_LOADING,
  challengeLoadFailed,
  CONSUMER_EDITOR_LABEL,
  CONSUMER_SHORTCUTS_HINT,
  DIAGRAM_TITLE,
  HIDE_REFERENCE,
  JUDGING_TEXT,
  NEMESIS_LABEL,
  NO_VERDICT,
  PLUG_IN_LABEL,
  PLUGGED_IN_LABEL,
  PROPERTY_LABEL,
  REFERENCE_AFTER_PASS,
  REFERENCE_LABEL,
  RESET_HANDLER_LABEL,
  RUN_ERROR_TITLE,
  runningText,
  SHOW_REFERENCE,
  STARTING_TEXT,
  TRACE_LINK_TEXT,
  VERDICT_TITLES,
} from './consumer-text';
import { DEFAULT_CONSUMER_SETTINGS } from './consumer-config';
import { ConsumerSettingsFields } from './consumer-settings';
import { MessageDiagram } from './message-diagram';
import { useConsumerRun, type ConsumerRunState } from './use-consumer-run';

const LABELS = {
  editor: CONSUMER_EDITOR_LABEL,
  run: PLUG_IN_LABEL,
  running: PLUGGED_IN_LABEL,
  reset: RESET_HANDLER_LABEL,
};

const VERDICT_COLOURS = { passed: 'green', failed: 'red', stopped: 'orange' } as const;

interface ConsumerChallengeProps {
  challenge: Challenge & { consumer: ChallengeId };
  /** Where the learner's code is kept between visits (`learnerCodeKey`); without it, nowhere. */
  storageKey?: string | undefined;
  /** Called when the server's verdict is a pass: the module counts the section complete. */
  onPassed?: (() => void) | undefined;
  /** The learner passed on an earlier visit (the section is complete): the reference is theirs. */
  passedBefore?: boolean | undefined;
}

export function ConsumerChallenge({
  challenge,
  storageKey,
  onPassed,
  passedBefore = false,
}: ConsumerChallengeProps) {
  const hintSteps = useHintSteps(challenge.hints.length);
  const [passedNow, setPassed] = useState(false);
  const passed = passedNow || passedBefore;
  const [referenceShown, setReferenceShown] = useState(false);
  const { state, lines, running, plugIn, reset } = useConsumerRun(challenge.consumer, () => {
    setPassed(true);
    onPassed?.();
  });
  const [settings, setSettings] = useState(DEFAULT_CONSUMER_SETTINGS);
  const referenceId = useId();

  return (
    <Stack gap="sm">
      <Markdown>{challenge.description}</Markdown>
      <ChallengeFacts id={challenge.consumer} />
      <ConsumerSettingsFields settings={settings} onChange={setSettings} disabled={running} />
      <CodeWithActions
        initialCode={challenge.starterCode}
        storageKey={storageKey}
        running={running}
        onRun={(code) => plugIn(code, settings)}
        onReset={reset}
        labels={LABELS}
      >
        <HintsButton steps={hintSteps} />
        {passed ? (
          <Button
            variant="subtle"
            aria-expanded={referenceShown}
            onClick={() => setReferenceShown((shown) => !shown)}
          >
            {referenceShown ? HIDE_REFERENCE : SHOW_REFERENCE}
          </Button>
        ) : null}
      </CodeWithActions>
      <ShortcutHint>{CONSUMER_SHORTCUTS_HINT}</ShortcutHint>
      <HintList hints={challenge.hints} steps={hintSteps} />
      {passed ? null : (
        <Text size="sm" c="dimmed">
          {REFERENCE_AFTER_PASS}
        </Text>
      )}
      {passed && referenceShown ? (
        <Stack component="section" gap={4} aria-labelledby={referenceId}>
          <Title order={4} size="h6" id={referenceId}>
            {REFERENCE_LABEL}
          </Title>
          <LazyCodeEditor
            value={challenge.solution}
            ariaLabel={REFERENCE_LABEL}
            readOnly
            fitContent
          />
        </Stack>
      ) : null}
      <RunProgress state={state} />
      {lines.length === 0 ? null : <OutputPanel lines={lines} outcome={null} running />}
      <RunVerdict state={state} />
    </Stack>
  );
}

/** What the checker verifies and what the nemesis does, as the live system says. */
function ChallengeFacts({ id }: { id: ChallengeId }) {
  const query = useQuery({
    queryKey: ['lab', 'challenges'],
    queryFn: ({ signal }) => getChallenges(signal),
    staleTime: Infinity,
  });
  if (query.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">{CHALLENGE_LOADING}</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {challengeLoadFailed(errorMessage(query.error))}
      </Alert>
    );
  }
  const challenge = query.data.find((each) => each.id === id);
  if (!challenge) return null;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={600}>
          {`${PROPERTY_LABEL}: `}
        </Text>
        {challenge.property}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          {`${NEMESIS_LABEL}: `}
        </Text>
        {challenge.nemesis.join(', ')}
      </Text>
    </Stack>
  );
}

/** Where the run is, read by screen readers as it changes. */
function RunProgress({ state }: { state: ConsumerRunState }) {
  let text = '';
  if (state.phase === 'starting') text = STARTING_TEXT;
  else if (state.phase === 'running') text = runningText(state.delivered);
  else if (state.phase === 'judging') text = JUDGING_TEXT;
  return (
    <Group gap="xs" role="status" aria-live="polite" mih={text === '' ? 0 : undefined}>
      {text === '' ? null : <Loader size="xs" />}
      {text === '' ? null : <Text size="sm">{text}</Text>}
    </Group>
  );
}

/** The server's verdict: passed, or the smallest anomaly with its trace, and the diagram. */
function RunVerdict({ state }: { state: ConsumerRunState }) {
  if (state.phase === 'error') {
    return (
      <Alert color="red" title={RUN_ERROR_TITLE} role="alert">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {state.message}
        </Text>
      </Alert>
    );
  }
  const status =
    state.phase === 'done' || state.phase === 'running' || state.phase === 'judging'
      ? state.status
      : undefined;
  if (status === undefined) return null;
  const verdict = status.state === 'running' ? undefined : status.state;
  return (
    <Stack gap="sm">
      {state.phase !== 'done' ? null : verdict === undefined ? (
        <Alert color="gray">{NO_VERDICT}</Alert>
      ) : (
        <Alert color={VERDICT_COLOURS[verdict]} title={VERDICT_TITLES[verdict]} role="alert">
          <Stack gap={4}>
            {status.anomaly === undefined ? null : <Text size="sm">{status.anomaly}</Text>}
            {status.traceId === undefined ? null : (
              <Anchor component={Link} to={tracePath(status.traceId)} size="sm">
                {TRACE_LINK_TEXT}
              </Anchor>
            )}
          </Stack>
        </Alert>
      )}
      {status.deliveries.length === 0 ? null : (
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {DIAGRAM_TITLE}
          </Text>
          <MessageDiagram deliveries={status.deliveries} anomaly={status.anomaly} />
        </Stack>
      )}
    </Stack>
  );
}
