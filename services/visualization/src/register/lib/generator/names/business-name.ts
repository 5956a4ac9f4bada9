// Names that read like New Zealand businesses, with the ending each entity type carries:
// companies end in "Limited", trusts in "Trust", partnerships in "Partnership" or "X & Y",
// and sole traders trade under a plain name.
import type { EntityType } from '@repo/contracts/registry';
import {
  acronym,
  corporateWord,
  givenName,
  initial,
  maoriWord,
  place,
  surname,
  surnamePair,
  trade,
  trustPurpose,
  word,
  wordPair,
  yearTag,
} from './name-parts';
import type { NameContext } from './name-parts';
import { weightedChoice } from '../weighted-choice';
import type { WeightedOptions } from '../weighted-choice';

/** Māori land trusts are named after land blocks, like "Kahikatea 12B". */
const LAND_BLOCK_NUMBERS = 60;
const LAND_BLOCK_LETTERS = ['', '', 'A', 'B', 'C'];

function landBlock({ rng }: NameContext): string {
  return `${1 + Math.floor(rng.float() * LAND_BLOCK_NUMBERS)}${rng.pick(LAND_BLOCK_LETTERS)}`;
}

type NamePattern = (context: NameContext) => string;

const COMPANY_SUFFIX = 'Limited';
const TRUST_SUFFIX = 'Trust';
const PARTNERSHIP_SUFFIX = 'Partnership';
const HOLDINGS = 'Holdings';
const HOLDINGS_YEAR_SHARE = 0.3;
const TRADE_YEAR_SHARE = 0.1;

/** Company names without the " Limited" every one of them ends with. */
const COMPANY_PATTERNS: WeightedOptions<NamePattern> = [
  [(c) => `${place(c)} ${trade(c)}${yearTag(c, TRADE_YEAR_SHARE)}`, 16],
  [(c) => `${word(c)} ${trade(c)}`, 14],
  [(c) => `${surname(c)} ${trade(c)}${yearTag(c, TRADE_YEAR_SHARE)}`, 9],
  [(c) => `${word(c)} ${corporateWord(c)}`, 8],
  [(c) => `${place(c)} ${corporateWord(c)}`, 6],
  [(c) => `${wordPair(c)} ${HOLDINGS}`, 6],
  [(c) => `${surname(c)} ${HOLDINGS}${yearTag(c, HOLDINGS_YEAR_SHARE)}`, 6],
  [(c) => `${maoriWord(c)} ${trade(c)}`, 5],
  [(c) => `${acronym(c)} ${HOLDINGS}`, 5],
  [(c) => `${initial(c)} & ${initial(c)} ${surname(c)}`, 4],
  [(c) => `${surname(c)} & Sons`, 3],
  [(c) => `${acronym(c)} ${corporateWord(c)}`, 3],
  [(c) => `${place(c)} ${word(c)} ${HOLDINGS}`, 3],
  [(c) => `${word(c)} ${trade(c)} (${place(c)})`, 3],
  [(c) => `The ${place(c)} ${trade(c)} Company`, 2],
];

/** Trust names without the closing " Trust". */
const TRUST_PATTERNS: WeightedOptions<NamePattern> = [
  [(c) => `${surname(c)} Family`, 30],
  [(c) => `${place(c)} ${trustPurpose(c)}`, 15],
  [(c) => `${givenName(c)} ${surname(c)} Family`, 8],
  [(c) => `${surname(c)} Whānau`, 6],
  [(c) => word(c), 6],
  [(c) => `${word(c)} ${trustPurpose(c)}`, 6],
  [(c) => `The ${surname(c)} Family`, 4],
  [(c) => `${surname(c)} Investment`, 4],
  [(c) => `${surnamePair(c).join(' ')} Family`, 3],
  [(c) => `${maoriWord(c)} ${landBlock(c)} Ahu Whenua`, 3],
  [(c) => `${givenName(c)} ${surname(c)} Charitable`, 3],
];

/** Partnership names: "X and Y Partnership", "X & Y" and trading partnerships. */
const PARTNERSHIP_PATTERNS: WeightedOptions<NamePattern> = [
  [(c) => `${surnamePair(c).join(' and ')} ${PARTNERSHIP_SUFFIX}`, 22],
  [(c) => surnamePair(c).join(' & '), 22],
  [(c) => `${givenName(c)} & ${givenName(c)} ${surname(c)}`, 12],
  [(c) => `${place(c)} ${trade(c)} ${PARTNERSHIP_SUFFIX}`, 10],
  [(c) => `${surname(c)} ${trade(c)} ${PARTNERSHIP_SUFFIX}`, 8],
  [(c) => `${word(c)} ${trade(c)} ${PARTNERSHIP_SUFFIX}`, 6],
  [(c) => `${surname(c)} Family ${PARTNERSHIP_SUFFIX}`, 5],
  [(c) => `${surname(c)}, ${surnamePair(c).join(' & ')}`, 5],
];

/** Sole traders trade under their own name or a plain trading name. */
const SOLE_TRADER_PATTERNS: WeightedOptions<NamePattern> = [
  [(c) => `${surname(c)} ${trade(c)}`, 18],
  [(c) => `${givenName(c)} ${surname(c)} ${trade(c)}`, 15],
  [(c) => `${word(c)} ${trade(c)}`, 15],
  [(c) => `${place(c)} ${trade(c)}`, 12],
  [(c) => `${givenName(c)}'s ${trade(c)}`, 8],
  [(c) => `${givenName(c)} ${surname(c)}`, 6],
  [(c) => `${wordPair(c)} ${trade(c)}`, 5],
];

const pickCompanyPattern = weightedChoice(COMPANY_PATTERNS);
const pickTrustPattern = weightedChoice(TRUST_PATTERNS);
const pickPartnershipPattern = weightedChoice(PARTNERSHIP_PATTERNS);
const pickSoleTraderPattern = weightedChoice(SOLE_TRADER_PATTERNS);

export function businessName(entityType: EntityType, context: NameContext): string {
  const draw = context.rng.float();
  switch (entityType) {
    case 'Company':
      return `${pickCompanyPattern(draw)(context)} ${COMPANY_SUFFIX}`;
    case 'Trust':
      return `${pickTrustPattern(draw)(context)} ${TRUST_SUFFIX}`;
    case 'Partnership':
      return pickPartnershipPattern(draw)(context);
    case 'Sole Trader':
      return pickSoleTraderPattern(draw)(context);
  }
}
