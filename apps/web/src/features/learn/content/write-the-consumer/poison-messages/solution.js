export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { orderId, quantity } = message.body;
      if (!Number.isInteger(quantity)) {
        message.retry({ delaySeconds: message.attempts });
        continue;
      }
      await env.DB.prepare('INSERT INTO shipments (order_id, quantity) VALUES (?, ?)')
        .bind(orderId, quantity)
        .run();
      message.ack();
    }
  },
};
