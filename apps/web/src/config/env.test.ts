import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the same origin for both bases and the production environment', () => {
    expect(parseEnv({})).toEqual({
      serviceBase: '',
      metricsApiBase: '',
      environmentName: 'production',
    });
  });

  it('removes trailing slashes from the metrics and service bases', () => {
    const env = parseEnv({
      VITE_METRICS_API_BASE: 'https://metrics.example.com/',
      VITE_SERVICE_BASE: 'https://gateway.example.com//',
    });

    expect(env.metricsApiBase).toBe('https://metrics.example.com');
    expect(env.serviceBase).toBe('https://gateway.example.com');
  });

  it('keeps a base without a trailing slash as it is', () => {
    expect(
      parseEnv({ VITE_METRICS_API_BASE: 'https://metrics.example.com/v1' }).metricsApiBase,
    ).toBe('https://metrics.example.com/v1');
  });

  it('treats an empty metrics base as the same origin, which counts as configured', () => {
    expect(parseEnv({ VITE_METRICS_API_BASE: '' }).metricsApiBase).toBe('');
    expect(parseEnv({ VITE_METRICS_API_BASE: '  ' }).metricsApiBase).toBe('');
  });

  it("turns the metrics API off with 'off'", () => {
    expect(parseEnv({ VITE_METRICS_API_BASE: 'off' }).metricsApiBase).toBeNull();
    expect(parseEnv({ VITE_METRICS_API_BASE: ' OFF/ ' }).metricsApiBase).toBeNull();
  });

  it('keeps a base that merely contains "off"', () => {
    expect(parseEnv({ VITE_METRICS_API_BASE: 'https://off.example.com/' }).metricsApiBase).toBe(
      'https://off.example.com',
    );
  });

  it('uses the given environment name and falls back when it is empty', () => {
    expect(parseEnv({ VITE_ENVIRONMENT_NAME: 'staging' }).environmentName).toBe('staging');
    expect(parseEnv({ VITE_ENVIRONMENT_NAME: '' }).environmentName).toBe('production');
  });

  it('ignores the other variables vite puts in import.meta.env', () => {
    expect(parseEnv({ MODE: 'test', DEV: true, BASE_URL: '/' })).toEqual(parseEnv({}));
  });

  it('rejects a base that is not a string', () => {
    expect(() => parseEnv({ VITE_SERVICE_BASE: 42 })).toThrow();
  });
});
