// Part of a page that need not be in its first paint (below the fold, lazily loaded code).
import { Suspense, type ReactNode } from 'react';
import { usePainted } from '@/hooks/use-painted';

/**
 * Renders `children` once the page has painted, in a boundary of its own: the page around it
 * shows while its code loads, with `fallback` (nothing by default) in its place until then.
 */
export function AfterPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return usePainted() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
