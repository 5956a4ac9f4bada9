import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

export function StoragePage() {
  usePageTitle('Storage');
  return (
    <PageHeader
      title="File Storage (R2)"
      description="Upload PNG, JPEG, PDF or text files to R2, then download or delete the files you have uploaded."
    />
  );
}
