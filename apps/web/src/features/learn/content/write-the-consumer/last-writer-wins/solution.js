export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { userId, version, colour, deleted } = message.body;
      await env.DB.prepare(
        `INSERT INTO profiles (user_id, version, colour, deleted) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET
           version = excluded.version, colour = excluded.colour, deleted = excluded.deleted
         WHERE excluded.version > profiles.version`,
      )
        .bind(userId, version, colour, deleted ? 1 : 0)
        .run();
      message.ack();
    }
  },
};
