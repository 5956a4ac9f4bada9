// How many of a challenge's hints are shown. The count lives in the challenge, whose hints button
// and hint list sit apart; a step past the last starts over with none.
import { useId, useState } from 'react';

export function useHintSteps(total: number) {
  const [shown, setShown] = useState(0);
  const listId = useId();
  const next = () => setShown((count) => (count >= total ? 0 : count + 1));
  return { shown, total, listId, next };
}

export type HintSteps = ReturnType<typeof useHintSteps>;
