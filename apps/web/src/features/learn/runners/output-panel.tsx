// The Playground's 'Output' panel: a log region that screen readers follow politely.
import { Box, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import type { OutputLevel, OutputLine } from '../sandbox/frame-messages';
import type { RunOutcome } from '../sandbox/run-code';
import {
  NO_OUTPUT,
  OUTPUT_LABEL,
  OUTPUT_MAX_HEIGHT,
  OUTPUT_MIN_HEIGHT,
  OUTPUT_PLACEHOLDER,
} from './runner-text';

const LEVEL_COLOURS: Record<OutputLevel, string | undefined> = {
  log: undefined,
  info: 'var(--mantine-color-blue-text)',
  warn: 'var(--mantine-color-orange-text)',
  error: 'var(--mantine-color-red-text)',
};

interface LineGroup {
  level: OutputLevel;
  text: string;
}

/** Neighbouring lines of one level share an element: a thousand lines stay a few nodes. */
function groupLines(lines: readonly OutputLine[]): LineGroup[] {
  const groups: { level: OutputLevel; texts: string[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last?.level === line.level) last.texts.push(line.text);
    else groups.push({ level: line.level, texts: [line.text] });
  }
  return groups.map((group) => ({ level: group.level, text: group.texts.join('\n') }));
}

interface OutputPanelProps {
  lines: readonly OutputLine[];
  /** The finished run, or null before the first run and while one runs. */
  outcome: RunOutcome | null;
  running: boolean;
}

/** The Playground's 'Output': each line as it arrives, then how the run ended. */
export function OutputPanel({ lines, outcome, running }: OutputPanelProps) {
  const labelId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Follow the newest lines, as a terminal does.
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lines, outcome]);

  let note: string | null = null;
  if (!running && outcome === null) note = OUTPUT_PLACEHOLDER;
  else if (outcome?.status === 'ok' && lines.length === 0) note = NO_OUTPUT;

  return (
    <Stack gap={4}>
      <Text id={labelId} fw={600} size="sm">
        {OUTPUT_LABEL}
      </Text>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-labelledby={labelId}
        p="sm"
        ff="monospace"
        fz="sm"
        mih={OUTPUT_MIN_HEIGHT}
        mah={OUTPUT_MAX_HEIGHT}
        style={{
          overflow: 'auto',
          // Long lines wrap, even a string with no spaces, so nothing is cut off on a phone.
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          backgroundColor: 'var(--mantine-color-default-hover)',
        }}
      >
        {groupLines(lines).map((group, index) => (
          <div key={index} style={{ color: LEVEL_COLOURS[group.level] }}>
            {group.text}
          </div>
        ))}
        {outcome !== null && outcome.status !== 'ok' && (
          <Text inherit fw={600} style={{ color: LEVEL_COLOURS.error }}>
            {outcome.message}
          </Text>
        )}
        {note !== null && (
          <Text inherit c="dimmed">
            {note}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
