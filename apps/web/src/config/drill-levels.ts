// The drills' levels as every screen names them (the Drills page, the class console).
import type { DrillLevel } from '@repo/contracts/lab-drills';

export const LEVEL_NAMES: Record<DrillLevel, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};
