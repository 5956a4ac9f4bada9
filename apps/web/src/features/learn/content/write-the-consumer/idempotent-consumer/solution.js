export default {
  async queue(batch, env) {
    await env.DB.prepare('CREATE TABLE IF NOT EXISTS processed (event_id TEXT PRIMARY KEY)').run();
    for (const message of batch.messages) {
      const { eventId, account, amount } = message.body;
      const fresh = await env.DB.prepare(
        'INSERT INTO processed (event_id) VALUES (?) ON CONFLICT DO NOTHING RETURNING event_id',
      )
        .bind(eventId)
        .first();
      if (fresh) {
        await env.DB.prepare('UPDATE balances SET amount = amount + ? WHERE account = ?')
          .bind(amount, account)
          .run();
      }
      message.ack();
    }
  },
};
