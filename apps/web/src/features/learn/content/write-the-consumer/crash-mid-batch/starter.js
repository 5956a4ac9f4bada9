export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { player, points } = message.body;
      await env.DB.prepare('UPDATE scores SET points = points + ? WHERE player = ?')
        .bind(points, player)
        .run();
    }
    batch.ackAll();
  },
};
