// Build-time settings from import.meta.env, parsed once so the rest of the app reads typed values.
import * as z from 'zod';

// Bases are joined with paths that start with '/', so a trailing slash would double it.
const baseUrl = z
  .string()
  .trim()
  .transform((value) => value.replace(/\/+$/, ''));

/** The VITE_METRICS_API_BASE value that turns metrics and registry calls off. */
export const METRICS_API_OFF = 'off';

// An empty VITE_X= line in a .env file means "not set", not "set to nothing".
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  /** '' means the gateway on the same origin. */
  VITE_SERVICE_BASE: baseUrl.default(''),
  /**
   * '' means the gateway on the same origin, so a fresh start shows real data; 'off' means not
   * configured: metrics and registry calls are skipped and the UI uses sample data
   * (docs/product.md#calls).
   */
  VITE_METRICS_API_BASE: baseUrl
    .default('')
    .transform((value) => (value.toLowerCase() === METRICS_API_OFF ? null : value)),
  VITE_ENVIRONMENT_NAME: z.preprocess(emptyAsUnset, z.string().trim().min(1).default('production')),
});

export interface AppEnv {
  serviceBase: string;
  /** null when the metrics API is not configured ('off'): every such call returns nothing. */
  metricsApiBase: string | null;
  environmentName: string;
}

export function parseEnv(raw: unknown): AppEnv {
  const parsed = envSchema.parse(raw);
  return {
    serviceBase: parsed.VITE_SERVICE_BASE,
    metricsApiBase: parsed.VITE_METRICS_API_BASE,
    environmentName: parsed.VITE_ENVIRONMENT_NAME,
  };
}

export const env = parseEnv(import.meta.env);
