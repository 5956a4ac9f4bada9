import { useDocumentTitle } from '@mantine/hooks';
import { APP_TITLE } from '@/config/constants';

/** Sets the tab title to "Async Microservices Dashboard – {page}" while the page is shown. */
export function usePageTitle(page?: string): void {
  useDocumentTitle(page ? `${APP_TITLE} – ${page}` : APP_TITLE);
}
