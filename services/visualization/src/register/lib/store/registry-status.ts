import * as z from 'zod';

/** What the register holds, kept in register_meta. */
export const registryStatusSchema = z.object({
  source: z.enum(['empty', 'generated', 'imported']),
  entities: z.number().int().nonnegative(),
  /** For a generated register: its seed, intended size and reference time. */
  seed: z.number().int().optional(),
  size: z.number().int().optional(),
  now: z.iso.datetime().optional(),
});
export type RegistryStatus = z.infer<typeof registryStatusSchema>;

export async function readRegistryStatus(db: D1Database): Promise<RegistryStatus> {
  const [meta, count] = await db.batch([
    db.prepare(`SELECT value FROM register_meta WHERE key = 'status'`),
    db.prepare('SELECT count(*) AS n FROM entities'),
  ]);
  const stored = (meta?.results[0] as { value?: string } | undefined)?.value;
  const entities = (count?.results[0] as { n?: number } | undefined)?.n ?? 0;
  const parsed = registryStatusSchema.safeParse(
    stored ? { ...JSON.parse(stored), entities } : undefined,
  );
  return parsed.success ? parsed.data : { source: 'empty', entities };
}

export function writeRegistryStatus(db: D1Database, status: Omit<RegistryStatus, 'entities'>) {
  return db
    .prepare(
      `INSERT INTO register_meta (key, value) VALUES ('status', ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    )
    .bind(JSON.stringify(status));
}
