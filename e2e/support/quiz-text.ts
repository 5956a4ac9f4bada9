/**
 * A quiz text as the learner sees and hears it: the quiz shows each `code` span in monospace
 * without its backticks (apps/web/src/features/learn/components/inline-code-text.tsx).
 */
export function shownText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1');
}
