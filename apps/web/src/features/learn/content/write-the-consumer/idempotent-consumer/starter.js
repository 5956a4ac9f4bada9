export default {
  async queue(batch, env) {
    for (const message of batch.messages) {
      const { account, amount } = message.body;
      await env.DB.prepare('UPDATE balances SET amount = amount + ? WHERE account = ?')
        .bind(amount, account)
        .run();
      message.ack();
    }
  },
};
