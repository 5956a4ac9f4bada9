export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { orderId, item } = message.body;
      await env.DB.prepare(
        'INSERT INTO orders (order_id, item) VALUES (?, ?) ON CONFLICT DO NOTHING',
      )
        .bind(orderId, item)
        .run();
      await env.EVENTS.send({ orderId });
    }
  },
};
