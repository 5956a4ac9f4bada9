// Features never import each other, so the storage page gets the services panel and the link
// to the trace of each upload or delete from here.
import { ServicesStatusPanel } from '@/features/services/components/services-status-panel';
import { StoragePage } from '@/features/storage/components/storage-page';
import { RequestTraceLink } from '@/features/traces/components/request-trace-link';

const traceLink = (traceparent: string) => <RequestTraceLink traceparent={traceparent} />;

export function StorageRoute() {
  return <StoragePage statusPanel={<ServicesStatusPanel />} traceLink={traceLink} />;
}
