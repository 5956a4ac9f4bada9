export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { shop, amount } = message.body;
      await env.DB.prepare('UPDATE sales SET total = total + ? WHERE shop = ?')
        .bind(amount, shop)
        .run();
    }
  },
};
