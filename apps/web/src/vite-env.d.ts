// Types the VITE_ settings that config/env.ts parses; everything else reads them from there.
interface ImportMetaEnv {
  readonly VITE_SERVICE_BASE?: string;
  readonly VITE_METRICS_API_BASE?: string;
  readonly VITE_ENVIRONMENT_NAME?: string;
}
