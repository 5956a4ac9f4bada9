export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { userId, version, colour, deleted } = message.body;
      if (deleted) {
        await env.DB.prepare('DELETE FROM profiles WHERE user_id = ?').bind(userId).run();
      } else {
        await env.DB.prepare(
          'INSERT OR REPLACE INTO profiles (user_id, version, colour) VALUES (?, ?, ?)',
        )
          .bind(userId, version, colour)
          .run();
      }
      message.ack();
    }
  },
};
