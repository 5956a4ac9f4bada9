// Whether the lab panel shows on this page, and the room its bottom sheet takes (lab-dock.tsx).
import { useMatch } from 'react-router';
import { ROUTES } from '@/config/routes';
import { useStoredValue } from '@/hooks/use-stored-value';
import { activeLabStore, type ActiveLab } from './active-lab';

/** The room the bottom sheet takes, for the page to keep free below its end. */
export const SHEET_HEIGHT_VARIABLE = '--lab-sheet-height';

/** The active exercise, unless the learner is on its own module's page. */
export function useDockedLab(): ActiveLab | null {
  const [active] = useStoredValue(activeLabStore);
  const modulePage = useMatch(ROUTES.learnModule);
  if (!active) return null;
  return modulePage?.params.moduleId === active.moduleId ? null : active;
}
