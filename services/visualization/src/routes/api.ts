// The visualization service's part of /api/openapi.json: each route the gateway serves, as
// declared. The gateway builds the document from it; its test holds it to this service's app.
import * as admin from '../register/routes/admin/admin.routes';
import * as metrics from '../observability/routes/metrics/metrics.routes';
import * as registry from '../register/routes/registry/registry.routes';
import { topologyRoute } from '../observability/routes/topology/topology.routes';
import * as traces from '../observability/routes/traces/traces.routes';

export const visualizationApi = [
  registry.searchRoute,
  registry.entityRoute,
  registry.registrationsRoute,
  registry.distributionRoute,
  metrics.timeseriesRoute,
  metrics.quantilesRoute,
  metrics.serviceMetricsRoute,
  metrics.operationMetricsRoute,
  metrics.healthRecordsRoute,
  metrics.uptimeRoute,
  metrics.summaryRoute,
  traces.traceListRoute,
  traces.traceRoute,
  traces.traceOtlpRoute,
  topologyRoute,
  admin.statusRoute,
  admin.resetRoute,
  admin.beginImportRoute,
  admin.importStatusRoute,
  admin.importRowsRoute,
  admin.commitImportRoute,
  admin.seedRoute,
];
