// The sandbox's tests run its self-contained functions in Node's vm, to prove they use nothing
// from outside. The web app has no Node types, so this declares the one function they use.
declare module 'node:vm' {
  export function runInNewContext(code: string, contextObject?: object): unknown;
}
