// node bench/telemetry-run.mjs: the live-telemetry and tracing figures on their own (a few minutes).
import { benchTelemetry, printTelemetryFigures } from './telemetry.mjs';

console.log(
  'live telemetry and tracing in workerd with an in-memory D1 (filling a week of minutes and a day of traces takes a while)…',
);
try {
  printTelemetryFigures(await benchTelemetry());
} catch (error) {
  console.error(error);
  // Not process.exit(): Miniflare removes its temporary directory after dispose(), in the background.
  process.exitCode = 1;
}
