export default {
  async queue(batch, env) {
    await env.DB.prepare(
      'CREATE TABLE IF NOT EXISTS outbox (order_id TEXT PRIMARY KEY, sent INTEGER NOT NULL DEFAULT 0)',
    ).run();
    // The order and its event, in one transaction.
    for (const message of batch.messages) {
      const { orderId, item } = message.body;
      await env.DB.batch([
        env.DB.prepare(
          'INSERT INTO orders (order_id, item) VALUES (?, ?) ON CONFLICT DO NOTHING',
        ).bind(orderId, item),
        env.DB.prepare('INSERT INTO outbox (order_id) VALUES (?) ON CONFLICT DO NOTHING').bind(
          orderId,
        ),
      ]);
    }
    // The relay: send what is not sent yet, and mark it. A failed send throws, and the batch
    // comes back to relay the rest.
    const { results } = await env.DB.prepare(
      'SELECT order_id FROM outbox WHERE sent = 0 ORDER BY order_id',
    ).all();
    for (const { order_id: orderId } of results) {
      await env.EVENTS.send({ orderId });
      await env.DB.prepare('UPDATE outbox SET sent = 1 WHERE order_id = ?').bind(orderId).run();
    }
  },
};
