// How the register divides up: entity types, regions by population, and how likely an entity
// is to have been removed given how long ago it registered.
import { ENTITY_TYPES, NZ_REGIONS } from '@repo/contracts/registry';
import type { EntityType, NzRegion } from '@repo/contracts/registry';
import { piecewiseLinear, type Knots } from './piecewise-linear';
import { weightedChoice } from './weighted-choice';

/** Percent of entities of each type. */
export const ENTITY_TYPE_WEIGHTS: Readonly<Record<EntityType, number>> = {
  Company: 62,
  'Sole Trader': 23,
  Trust: 10,
  Partnership: 5,
};

/** Roughly each region's percent of the population (normalised when drawing). */
export const REGION_WEIGHTS: Readonly<Record<NzRegion, number>> = {
  Northland: 4,
  Auckland: 33,
  Waikato: 10,
  'Bay of Plenty': 7,
  Gisborne: 1,
  "Hawke's Bay": 3.5,
  Taranaki: 2.5,
  'Manawatū-Whanganui': 5,
  Wellington: 11,
  Tasman: 1,
  Nelson: 1,
  Marlborough: 1,
  'West Coast': 0.7,
  Canterbury: 13,
  Otago: 5,
  Southland: 2,
};

/**
 * Share of entities removed by age in years at `now`, linear between knots: almost none of
 * the newest, about 70% of those registered before 1950.
 */
const REMOVED_SHARE_BY_AGE: Knots = [
  [0, 0.03],
  [2, 0.07],
  [5, 0.1],
  [10, 0.16],
  [20, 0.26],
  [40, 0.45],
  [75, 0.7],
  [130, 0.8],
];

export const pickEntityType = weightedChoice(
  ENTITY_TYPES.map((type) => [type, ENTITY_TYPE_WEIGHTS[type]] as const),
);

export const pickRegion = weightedChoice(
  NZ_REGIONS.map((region) => [region, REGION_WEIGHTS[region]] as const),
);

export function removedShare(ageYears: number): number {
  return piecewiseLinear(REMOVED_SHARE_BY_AGE, ageYears);
}
