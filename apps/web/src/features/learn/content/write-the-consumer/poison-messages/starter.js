export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { orderId, quantity } = message.body;
      if (!Number.isInteger(quantity)) throw new Error(`bad quantity in ${orderId}`);
      await env.DB.prepare('INSERT INTO shipments (order_id, quantity) VALUES (?, ?)')
        .bind(orderId, quantity)
        .run();
    }
    batch.ackAll();
  },
};
