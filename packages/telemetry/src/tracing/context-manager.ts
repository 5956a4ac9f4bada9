// OpenTelemetry's `ContextManager` on the runtime's AsyncLocalStorage (workerd with
// `nodejs_compat`, and Node), registered with `context.setGlobalContextManager`: the span a
// request or job made active stays `context.active()` across every `await` of its work.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module, for every project that imports this file
/// <reference path="./async-hooks.d.ts" />
import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';

export class AsyncLocalStorageContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();

  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(context, () => fn.apply(thisArg, args));
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const fn = target as (...args: unknown[]) => unknown;
    const run = (thisArg: unknown, args: unknown[]) =>
      this.storage.run(context, () => fn.apply(thisArg, args));
    return function bound(this: unknown, ...args: unknown[]) {
      return run(this, args);
    } as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    return this;
  }
}
