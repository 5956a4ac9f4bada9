// The builtins the Worker's formatter and verdict call, taken when the Worker's script loads,
// before any learner code runs: learner code shares the realm and may replace or patch any of
// them later (docs/learn.md, "Trust boundaries"). A prototype's method becomes a plain function
// of (self, ...args) that looks nothing up when called, and the intrinsic prototypes' names are
// kept as they were, so a patched `constructor` or `Error.prototype.name` changes nothing shown.

/** uncurry(fn)(self, ...args) is fn.call(self, ...args), with no lookup at call time. */
function uncurry<T, A extends unknown[], R>(
  fn: (this: T, ...args: A) => R,
): (self: T, ...args: A) => R {
  return Function.prototype.call.bind(fn) as (self: T, ...args: A) => R;
}

/** A getter of a prototype as a plain function of the object it reads. */
function getter<T>(proto: object, key: string): (self: object) => T {
  const get = Object.getOwnPropertyDescriptor(proto, key)?.get;
  if (!get) throw new Error(`no ${key} getter`);
  return uncurry(get as (this: object) => T);
}

/** True when `read(item)` does not throw: a brand check, which works across realms. */
function brand(read: (self: object) => unknown): (item: object) => boolean {
  return (item) => {
    try {
      read(item);
      return true;
    } catch {
      return false;
    }
  };
}

/** Error.isError where the engine has it (a brand check), else the prototype chain. */
function errorCheck(): (item: object) => boolean {
  const isError: unknown = (Error as { isError?: unknown }).isError;
  if (typeof isError === 'function') return isError as (item: object) => boolean;
  const isPrototypeOf = uncurry(Object.prototype.isPrototypeOf);
  const proto = Error.prototype;
  return (item) => isPrototypeOf(proto, item);
}

const typedArrayProto: object = Object.getPrototypeOf(Uint8Array.prototype) as object;

export const builtin = {
  getPrototypeOf: Object.getPrototypeOf,
  describe: Object.getOwnPropertyDescriptor,
  ownKeys: Reflect.ownKeys,
  isArray: Array.isArray,
  isView: ArrayBuffer.isView,
  is: Object.is,
  toText: String,
  hasOwn: uncurry(Object.prototype.hasOwnProperty),
  functionSource: uncurry(Function.prototype.toString),
  symbolText: uncurry(Symbol.prototype.toString),
  numberText: uncurry(Number.prototype.toString),
  charCodeAt: uncurry(String.prototype.charCodeAt),
  includes: uncurry(String.prototype.includes),
  startsWith: uncurry(String.prototype.startsWith),
  toUpperCase: uncurry(String.prototype.toUpperCase),
  padStart: uncurry(String.prototype.padStart),
  mapSize: getter<number>(Map.prototype, 'size'),
  mapForEach: uncurry(Map.prototype.forEach),
  setSize: getter<number>(Set.prototype, 'size'),
  setForEach: uncurry(Set.prototype.forEach),
  dateTime: uncurry(Date.prototype.getTime),
  dateIso: uncurry(Date.prototype.toISOString),
  regExpSource: getter<string>(RegExp.prototype, 'source'),
  regExpFlags: getter<string>(RegExp.prototype, 'flags'),
  typedLength: getter<number>(typedArrayProto, 'length'),
  numberValue: uncurry(Number.prototype.valueOf as (this: object) => number),
  stringValue: uncurry(String.prototype.valueOf as (this: object) => string),
  booleanValue: uncurry(Boolean.prototype.valueOf as (this: object) => boolean),
  isMap: brand(getter(Map.prototype, 'size')),
  isSet: brand(getter(Set.prototype, 'size')),
  isDate: brand(uncurry(Date.prototype.getTime as (this: object) => number)),
  isRegExp: brand(getter(RegExp.prototype, 'source')),
  isDataView: brand(getter(DataView.prototype, 'byteLength')),
  isNumberBox: brand(uncurry(Number.prototype.valueOf as (this: object) => number)),
  isStringBox: brand(uncurry(String.prototype.valueOf as (this: object) => string)),
  isBooleanBox: brand(uncurry(Boolean.prototype.valueOf as (this: object) => boolean)),
  isError: errorCheck(),
  promiseThen: Promise.prototype.then,
  structuredClone: typeof structuredClone === 'function' ? structuredClone : undefined,
};

/** A prototype the realm started with, and what it said of itself then. */
export interface Intrinsic {
  proto: object;
  constructorName: string;
  /** An error prototype's name and message. */
  name?: string;
  message?: string;
}

const ERRORS = [Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError];
const OTHERS: { prototype: unknown; name: string }[] = [
  Object,
  Array,
  Function,
  Map,
  Set,
  WeakMap,
  WeakSet,
  Date,
  RegExp,
  Promise,
  Number,
  String,
  Boolean,
  Symbol,
  BigInt,
  ArrayBuffer,
  DataView,
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
];

export const INTRINSICS: readonly Intrinsic[] = Object.freeze([
  ...ERRORS.map(({ prototype, name }) => ({
    proto: prototype,
    constructorName: name,
    name: prototype.name,
    message: prototype.message,
  })),
  ...OTHERS.map(({ prototype, name }) => ({ proto: prototype as object, constructorName: name })),
]);

/** The intrinsic `proto` is, as it was when the script loaded, if it is one. */
export function intrinsicOf(proto: object): Intrinsic | undefined {
  for (let index = 0; index < INTRINSICS.length; index += 1) {
    const intrinsic = INTRINSICS[index];
    if (intrinsic?.proto === proto) return intrinsic;
  }
  return undefined;
}
