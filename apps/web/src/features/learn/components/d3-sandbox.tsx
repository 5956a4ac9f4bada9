// Draws a section's visualisation in a sandboxed frame (its own document, scripts only, opaque
// origin: no access to the app, its storage or its cookies) and shows the errors the frame
// reports under it. The frame follows the app's colour scheme and is never wider than the space
// it has: the drawing gets the width it really has, so a phone gets a narrower drawing rather
// than a scroll bar.
import { Alert, Box, Button, Group, Stack, useComputedColorScheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import d3Url from 'd3-umd-url?url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { d3FrameMessageSchema, frameWidth, visualisationFrameUrl } from '../lib/d3-frame';
import type { D3Sandbox as D3SandboxSpec } from '../lib/module-schema';

export const FRAME_TITLE = 'Interactive visualisation';
// It reloads the frame, throwing away whatever the learner did inside: a reset, not a rerun.
export const RESET_LABEL = 'Reset';
const FRAME_SANDBOX = 'allow-scripts';
const FRAME_PROPS = {
  title: FRAME_TITLE,
  sandbox: FRAME_SANDBOX,
  style: { display: 'block', border: '1px solid var(--mantine-color-default-border)' },
} as const;
const ICON_SIZE = 16;

function visualisationErrorText(message: string): string {
  return `Visualisation error: ${message}`;
}

export function D3Sandbox({ sandbox }: { sandbox: D3SandboxSpec }) {
  const { height, url } = sandbox;
  const scheme = useComputedColorScheme('light');
  const { ref: spaceRef, width: availableWidth } = useElementSize();
  const width = frameWidth(sandbox.width, availableWidth);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // A new key re-creates the frame, which runs the code again from a blank document.
  const [run, setRun] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const src = useMemo(
    () => visualisationFrameUrl({ d3Url, visualisationUrl: url, width, height, scheme }),
    [width, height, url, scheme],
  );
  // Another section's visualisation runs in a fresh document, so the old error no longer applies.
  const [shownSrc, setShownSrc] = useState(src);
  if (shownSrc !== src) {
    setShownSrc(src);
    setError(null);
  }

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      // Only this component's current frame; its origin is opaque ('null'), so match the window.
      const frameWindow = frameRef.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      const parsed = d3FrameMessageSchema.safeParse(event.data);
      // The first error explains the rest, which usually follow from it.
      if (parsed.success) setError((current) => current ?? parsed.data.message);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  function runAgain() {
    setError(null);
    setRun((current) => current + 1);
  }

  return (
    <Stack gap="xs" align="stretch">
      <Box ref={spaceRef} w="100%">
        {/* A new key on each run starts the frame afresh. */}
        <iframe key={run} ref={frameRef} {...FRAME_PROPS} src={src} width={width} height={height} />
      </Box>
      {error !== null && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={ICON_SIZE} />} w="100%">
          {visualisationErrorText(error)}
        </Alert>
      )}
      <Group justify="flex-start">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={ICON_SIZE} />}
          onClick={runAgain}
        >
          {RESET_LABEL}
        </Button>
      </Group>
    </Stack>
  );
}
