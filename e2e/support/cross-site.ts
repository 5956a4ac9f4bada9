// What the security tests share: the refusal a cross-site write gets, and what is stored.
import { fileListSchema } from '@repo/contracts/files';

/** The envelope the gateway answers a cross-site write with. */
export const crossSiteRefusal = (method: string) => ({
  success: false,
  error: {
    message: `Cross-site ${method} refused: requests that change data must come from this app`,
  },
});

/** A file name no other test uses. */
export const unique = (name: string) => `${Date.now()}-${Math.round(Math.random() * 1e6)}-${name}`;

/** The names of the newest stored files. */
export async function storedNames(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/storage/files?page=1&pageSize=100`);
  const body = (await response.json()) as { data: unknown };
  return fileListSchema.parse(body.data).files.map((file) => file.name);
}
