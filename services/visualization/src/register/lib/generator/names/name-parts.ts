// The parts business names are assembled from, each drawn so that a few values are common
// (a search for "auckland" or "smith" finds many entities) and the long tail is rare.
import type { NzRegion } from '@repo/contracts/registry';
import type { EntityRng } from '../entity-prng';
import { itemAt } from '../entity-prng';
import { pickRegion } from '../entity-proportions';
import { GIVEN_NAMES, SURNAMES } from './name-people';
import { PLACES_BY_REGION } from './name-places';
import {
  CLASSIC_TRADES,
  CORPORATE_WORDS,
  ENGLISH_WORDS,
  MAORI_WORDS,
  MODERN_TRADES,
  MODERN_TRADES_FROM,
  TRUST_PURPOSES,
} from './name-words';

/** Skews: how strongly each list favours its first entries (1 is uniform). */
const WORD_SKEW = 1.6;
const SURNAME_SKEW = 1.8;
const GIVEN_NAME_SKEW = 1.5;
const PLACE_SKEW = 1.4;
const TRADE_SKEW = 1.5;
const MAORI_WORD_SHARE = 0.4;
/** Most businesses are named after a place in their own region, many after its main centre. */
const HOME_REGION_PLACE_SHARE = 0.72;
const MAIN_CENTRE_SHARE = 0.35;
const MODERN_TRADE_SHARE = 0.25;
const THREE_LETTER_ACRONYM_SHARE = 0.5;
/** Years in names like "Smith Holdings (2008) Limited" only appear from then on. */
const YEAR_TAG_FROM = 1990;

export interface NameContext {
  readonly rng: EntityRng;
  readonly region: NzRegion;
  readonly year: number;
}

export const englishWord = ({ rng }: NameContext): string => rng.pick(ENGLISH_WORDS, WORD_SKEW);
export const maoriWord = ({ rng }: NameContext): string => rng.pick(MAORI_WORDS, WORD_SKEW);
export const word = (context: NameContext): string =>
  context.rng.chance(MAORI_WORD_SHARE) ? maoriWord(context) : englishWord(context);
export const surname = ({ rng }: NameContext): string => rng.pick(SURNAMES, SURNAME_SKEW);
export const givenName = ({ rng }: NameContext): string => rng.pick(GIVEN_NAMES, GIVEN_NAME_SKEW);
export const corporateWord = ({ rng }: NameContext): string =>
  rng.pick(CORPORATE_WORDS, TRADE_SKEW);
export const trustPurpose = ({ rng }: NameContext): string => rng.pick(TRUST_PURPOSES, WORD_SKEW);

export function place({ rng, region }: NameContext): string {
  const placeRegion = rng.chance(HOME_REGION_PLACE_SHARE) ? region : pickRegion(rng.float());
  const places = PLACES_BY_REGION[placeRegion];
  if (rng.chance(MAIN_CENTRE_SHARE)) return itemAt(places, 0);
  return rng.pick(places, PLACE_SKEW);
}

/** A trade that existed in the year of registration. */
export function trade({ rng, year }: NameContext): string {
  if (year >= MODERN_TRADES_FROM && rng.chance(MODERN_TRADE_SHARE)) {
    return rng.pick(MODERN_TRADES, TRADE_SKEW);
  }
  return rng.pick(CLASSIC_TRADES, TRADE_SKEW);
}

export function initial(context: NameContext): string {
  return givenName(context).charAt(0);
}

/** Two or three capitals, like "JMT" in "JMT Investments Limited". */
export function acronym(context: NameContext): string {
  const letters = [initial(context), initial(context), surname(context).charAt(0)];
  return context.rng.chance(THREE_LETTER_ACRONYM_SHARE)
    ? letters.join('')
    : letters.slice(1).join('');
}

/** Two different words, like "Kōwhai Ridge". */
export function wordPair(context: NameContext): string {
  const first = word(context);
  const second = englishWord(context);
  return first === second ? `${first} ${maoriWord(context)}` : `${first} ${second}`;
}

/** " (2008)" for some names registered since YEAR_TAG_FROM, otherwise nothing. */
export function yearTag(context: NameContext, share: number): string {
  return context.year >= YEAR_TAG_FROM && context.rng.chance(share) ? ` (${context.year})` : '';
}

/** Two different surnames. */
export function surnamePair(context: NameContext): readonly [string, string] {
  const first = surname(context);
  const second = surname(context);
  if (second !== first) return [first, second];
  // Any other surname: step a random non-zero distance round the list.
  const step = 1 + Math.floor(context.rng.float() * (SURNAMES.length - 1));
  return [first, itemAt(SURNAMES, (SURNAMES.indexOf(first) + step) % SURNAMES.length)];
}
