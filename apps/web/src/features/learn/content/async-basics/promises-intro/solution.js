function fromCallback(start) {
  return new Promise((resolve, reject) => {
    start((error, value) => {
      if (error) reject(error);
      else resolve(value);
    });
  });
}
