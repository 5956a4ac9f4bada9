// What the app adds to every lab panel from outside the lessons (docs/classes.md#in-the-lab):
// a class member's hand, beside Check, and each Check's outcome told to their class. The app
// shell provides it; without a class there is nothing.
import { createContext, useContext, type ReactNode } from 'react';

export interface LabExtras {
  /** Shown in the panel's row of buttons. */
  actions?: ReactNode;
  /** Told each Check's answer: passed, or not yet. */
  onCheck?: (exerciseId: string, passed: boolean) => void;
}

export const LabExtrasContext = createContext<LabExtras>({});

export const useLabExtras = () => useContext(LabExtrasContext);
