function featureAvailability(deps, down) {
  const isDown = new Set(down);
  const works = [];
  const fails = [];
  for (const [feature, services] of Object.entries(deps)) {
    if (services.some((service) => isDown.has(service))) fails.push(feature);
    else works.push(feature);
  }
  return { works, fails };
}
