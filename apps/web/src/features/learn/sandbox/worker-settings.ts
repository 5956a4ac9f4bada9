// What the sandbox Worker's runtime (worker-runtime.ts) is given: its limits and messages,
// filled in from constants.ts by sandbox-settings.ts.

export interface WorkerSettings {
  /** Posts at most this many lines and one more, which tells the frame the output was cut. */
  maxLines: number;
  maxLineChars: number;
  lineCutMark: string;
  batchMs: number;
  batchSize: number;
  unknownError: string;
  /** A challenge test's value that the browser cannot copy (a function, a Proxy…). */
  notData: string;
  /** A challenge's code that returned before its end, so its test could not be evaluated. */
  returnedEarly: string;
  /** How often the runtime beats while a run is on, so the frame can tell waiting from running. */
  beatMs: number;
  api: ApiBridgeSettings;
  /** A consumer batch's calls to its env's bindings, at most; and what a call past them reads. */
  maxBindingCalls: number;
  tooManyBindingCalls: string;
  /** What a consumer's network call throws as it is stopped; `{what}` is filled in. */
  networkStopped: string;
}

/** The bridge's rules as the Worker applies them first, for a clear error without a round trip. */
export interface ApiBridgeSettings {
  prefix: string;
  maxCalls: number;
  maxPathLength: number;
  refusedMethods: readonly string[];
  /** Messages; `{method}` and `{path}` are filled in. */
  pathMessage: string;
  pathRefused: string;
  methodRefused: string;
  tooManyCalls: string;
}
