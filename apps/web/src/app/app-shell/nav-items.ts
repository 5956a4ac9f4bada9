import { ROUTES } from '@/config/routes';

interface NavItem {
  label: string;
  to: string;
  /** Active only on an exact match; otherwise '/' would be active on every page. */
  end?: boolean;
}

/** Top navigation, in the product's order (docs/product.md#screens). */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', to: ROUTES.dashboard, end: true },
  { label: 'Learn', to: ROUTES.learn },
  { label: 'Services', to: ROUTES.services },
  { label: 'Storage', to: ROUTES.storage },
  { label: 'Metrics', to: ROUTES.metrics },
  { label: 'Traces', to: ROUTES.traces },
  { label: 'API', to: ROUTES.apiDocs },
];
