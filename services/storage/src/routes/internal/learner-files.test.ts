// DELETE /internal/learners/{userId}/files on workerd with the worker's own D1 and R2: a class
// learner's files go a page at a time, each with its file.deleted event, and no one else's.
import { LEARNER_FILES_PER_CALL, learnerFilesPath } from '@repo/contracts/files';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TXT, upload } from '../../../test/fixtures';

const removeAll = async (userId: string) => {
  const response = await SELF.fetch(`https://storage.test${learnerFilesPath(userId)}`, {
    method: 'DELETE',
  });
  expect(response.status).toBe(200);
  return (await response.json<{ data: { removed: number; remaining: number } }>()).data;
};

const countOf = async (userId: string) =>
  (await env.STORAGE_DB.prepare('SELECT count(*) AS n FROM files WHERE user_id = ?1')
    .bind(userId)
    .first<number>('n')) ?? 0;

describe("removing an expired learner's files", () => {
  it("removes the learner's files, blobs and rows, with their events, and leaves others'", async () => {
    const learner = 'learner-0123456789ab';
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const response = await upload(TXT, `notes-${index}.txt`, { userId: learner });
      ids.push((await response.json<{ data: { id: string } }>()).data.id);
    }
    await upload(TXT, 'kept.txt', { userId: 'learner-ffffffffffff' });
    const before = await countOf('learner-ffffffffffff');

    expect(await removeAll(learner)).toEqual({ removed: 3, remaining: 0 });
    expect(await countOf(learner)).toBe(0);
    for (const id of ids) expect(await env.FILES.head(id)).toBeNull();
    expect(await countOf('learner-ffffffffffff')).toBe(before);
    expect(await removeAll(learner)).toEqual({ removed: 0, remaining: 0 });
  });

  it(`takes at most ${LEARNER_FILES_PER_CALL} a call and says how many remain`, async () => {
    const learner = 'learner-aaaaaaaaaaaa';
    const more = LEARNER_FILES_PER_CALL + 2;
    for (let index = 0; index < more; index += 1) {
      await upload(TXT, `n-${index}.txt`, { userId: learner });
    }
    expect(await removeAll(learner)).toEqual({ removed: LEARNER_FILES_PER_CALL, remaining: 2 });
    expect(await removeAll(learner)).toEqual({ removed: 2, remaining: 0 });
  });

  it('refuses a user id that is none, saying so', async () => {
    const response = await SELF.fetch(
      `https://storage.test/internal/learners/${'x'.repeat(300)}/files`,
      {
        method: 'DELETE',
      },
    );
    expect(response.status).toBe(400);
  });
});
