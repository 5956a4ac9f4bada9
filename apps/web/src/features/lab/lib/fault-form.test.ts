import { describe, expect, it } from 'vitest';
import { initialFaultForm, toFaultRequest, withTarget, withType } from './fault-form';

describe('the fault form', () => {
  it('starts on the first target with its first fault and the default value of that fault', () => {
    expect(initialFaultForm()).toEqual({
      target: 'storage',
      type: 'latency',
      value: 500,
      durationSeconds: 60,
    });
  });

  it('keeps the duration but starts the fault over on another target', () => {
    const form = { ...withType(initialFaultForm(), 'errors'), durationSeconds: 120 };
    expect(withTarget(form, 'telemetry')).toEqual({
      target: 'telemetry',
      type: 'pause',
      value: '',
      durationSeconds: 120,
    });
  });

  it('builds the body the API takes', () => {
    expect(toFaultRequest({ ...initialFaultForm('visualization') })).toEqual({
      ok: true,
      request: { target: 'visualization', type: 'latency', value: 500, durationSeconds: 60 },
    });
  });

  it('says why a value the API would refuse cannot be sent', () => {
    const errors = withType(initialFaultForm('users'), 'errors');
    expect(toFaultRequest({ ...errors, value: 0 })).toEqual({
      ok: false,
      message: 'value: an errors fault needs the share of requests to fail, above 0 and at most 1',
    });
    expect(toFaultRequest({ ...initialFaultForm(), value: '' })).toMatchObject({ ok: false });
    expect(toFaultRequest({ ...initialFaultForm(), durationSeconds: 901 })).toEqual({
      ok: false,
      message: 'Duration: a fault lasts whole seconds, from 1 to 900',
    });
  });
});
