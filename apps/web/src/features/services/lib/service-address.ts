import type { ServiceId } from '@repo/contracts/services';
import { serviceUrl } from '@/lib/api-client';

/**
 * The absolute base address of a service behind the gateway, e.g.
 * 'https://dash.example/services/storage'. A VITE_SERVICE_BASE that is already absolute wins.
 */
export function serviceBaseAddress(id: ServiceId, origin = window.location.origin): string {
  return new URL(serviceUrl(`/services/${id}`), origin).href;
}
