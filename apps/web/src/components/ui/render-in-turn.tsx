import type { ReactNode } from 'react';
import { useRenderTurn } from '@/hooks/use-render-turn';

interface RenderInTurnProps {
  /** Shown until the turn comes: keep it the size of `children`, so nothing moves. */
  placeholder?: ReactNode;
  children: ReactNode;
}

/** `children` in a task of their own once their turn has come (use-render-turn.ts). */
export function RenderInTurn({ placeholder = null, children }: RenderInTurnProps) {
  return useRenderTurn() ? children : placeholder;
}
