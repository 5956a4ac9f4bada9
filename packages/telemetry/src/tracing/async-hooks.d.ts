// The part of `node:async_hooks` that workerd (with `nodejs_compat`) and Node provide and the
// context manager uses; the workers' types do not declare Node's modules.
declare module 'node:async_hooks' {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
