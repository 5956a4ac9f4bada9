// Features never import each other, so the storage page gets the services panel from here.
import { ServicesStatusPanel } from '@/features/services/components/services-status-panel';
import { StoragePage } from '@/features/storage/components/storage-page';

export function StorageRoute() {
  return <StoragePage statusPanel={<ServicesStatusPanel />} />;
}
