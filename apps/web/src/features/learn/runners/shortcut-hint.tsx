// A runner's keyboard-shortcut hint. It is left out where the primary pointer is coarse (a
// touch screen), which most likely has no keyboard to press Ctrl/Cmd+Enter on.
import { Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { COARSE_POINTER_QUERY } from './runner-text';

export function ShortcutHint({ children }: { children: string }) {
  // Read at the first render, so a touch screen never shows the hint for a moment.
  const coarse = useMediaQuery(COARSE_POINTER_QUERY, false, { getInitialValueInEffect: false });
  if (coarse) return null;
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}
