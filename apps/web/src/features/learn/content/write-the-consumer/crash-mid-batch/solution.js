export default {
  async queue(batch, env) {
    await env.DB.prepare('CREATE TABLE IF NOT EXISTS applied (event_id TEXT PRIMARY KEY)').run();
    for (const message of batch.messages) {
      const { eventId, player, points } = message.body;
      await env.DB.batch([
        env.DB.prepare('INSERT INTO applied (event_id) VALUES (?) ON CONFLICT DO NOTHING').bind(
          eventId,
        ),
        env.DB.prepare(
          'UPDATE scores SET points = points + ? WHERE player = ? AND changes() = 1',
        ).bind(points, player),
      ]);
      message.ack();
    }
  },
};
