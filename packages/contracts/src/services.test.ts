import { describe, expect, it } from 'vitest';
import { SERVICE_ALIASES, SERVICE_IDS, workerIdOrAliasSchema } from './services';

describe('the service aliases', () => {
  const schema = workerIdOrAliasSchema('serviceId');

  it('read each seed name as its service id', () => {
    expect(schema.parse('storage-service')).toBe('storage');
    expect(schema.parse('user-service')).toBe('users');
    expect(schema.parse('visualization-service')).toBe('visualization');
  });

  it('name only services that exist', () => {
    for (const id of Object.values(SERVICE_ALIASES)) expect(SERVICE_IDS).toContain(id);
  });

  it('leave the ids as they are and refuse any other name, listing ids and aliases', () => {
    expect(schema.parse('gateway')).toBe('gateway');
    const refused = schema.safeParse('toString');
    expect(refused.error?.issues[0]?.message).toBe(
      'serviceId must be one of: gateway, storage, users, visualization (or the aliases storage-service, user-service, visualization-service)',
    );
  });
});
