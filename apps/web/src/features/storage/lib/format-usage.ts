import type { Usage } from '@repo/contracts/users';
import { formatBytes } from '@/lib/format';

/** '3 files · 1.20 MB', '1 file · 512 Bytes'. */
export function formatUsage({ fileCount, bytes }: Usage): string {
  return `${fileCount} ${fileCount === 1 ? 'file' : 'files'} · ${formatBytes(bytes)}`;
}
