import { describe, expect, it } from 'vitest';
import {
  faultFormFromSearch,
  initialFaultForm,
  toFaultRequest,
  withTarget,
  withType,
} from './fault-form';

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

describe('the fault form a lab step links to', () => {
  const from = (query: string) => faultFormFromSearch(new URLSearchParams(query));

  it('fills in the target, fault and duration the address names', () => {
    expect(from('target=file-events&type=fail&durationSeconds=180')).toEqual({
      target: 'file-events',
      type: 'fail',
      value: '',
      durationSeconds: 180,
    });
    expect(from('target=users&type=errors&value=0.5')).toEqual({
      target: 'users',
      type: 'errors',
      value: 0.5,
      durationSeconds: 60,
    });
  });

  it('keeps the defaults for what is missing, unreadable or not for that target', () => {
    expect(from('target=storage&type=pause&durationSeconds=soon')).toEqual(
      initialFaultForm('storage'),
    );
    expect(from('target=file-events&type=fail&value=3')).toMatchObject({ value: '' });
  });

  it('fills in nothing without a known target', () => {
    expect(from('')).toBeNull();
    expect(from('target=gateway&type=pause')).toBeNull();
  });
});
