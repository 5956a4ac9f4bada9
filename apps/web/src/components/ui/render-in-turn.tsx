import type { ReactNode } from 'react';
import { useRenderTurn } from '@/hooks/use-render-turn';

interface RenderInTurnProps {
  /** Shown until the turn comes: keep it the size of `children`, so nothing moves. */
  placeholder?: ReactNode;
  /** The code `children` need: the turn is asked for once it has loaded (or failed to). */
  ready?: Promise<unknown> | undefined;
  children: ReactNode;
}

/** `children` in a task of their own once their turn has come (use-render-turn.ts). */
export function RenderInTurn({ placeholder = null, ready, children }: RenderInTurnProps) {
  return useRenderTurn(ready) ? children : placeholder;
}
