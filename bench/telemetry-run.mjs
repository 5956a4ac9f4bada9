// node bench/telemetry-run.mjs: the live-telemetry and tracing figures on their own (a few minutes).
import { formatTable } from './results.mjs';
import { benchTelemetry, printTelemetryFigures, telemetryFigures } from './telemetry.mjs';

console.log(
  'live telemetry and tracing in workerd with an in-memory D1 (filling a week of minutes and a day of traces takes a while)…',
);
try {
  const result = await benchTelemetry();
  printTelemetryFigures(result);
  console.log(`\n${formatTable(telemetryFigures(result))}`);
} catch (error) {
  console.error(error);
  // Not process.exit(): Miniflare removes its temporary directory after dispose(), in the background.
  process.exitCode = 1;
}
