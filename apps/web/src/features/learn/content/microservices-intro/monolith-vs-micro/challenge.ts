import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'every feature works when nothing is down',
      input:
        "featureAvailability({ files: ['gateway', 'storage'], usage: ['gateway', 'users'] }, [])",
      expectedOutput: "{ works: [ 'files', 'usage' ], fails: [] }",
    },
    {
      name: 'only the features that need users fail when users is down',
      input:
        "featureAvailability({ files: ['gateway', 'storage'], usage: ['gateway', 'users'] }, ['users'])",
      expectedOutput: "{ works: [ 'files' ], fails: [ 'usage' ] }",
    },
    {
      name: 'everything behind the gateway fails when the gateway is down',
      input:
        "featureAvailability({ files: ['gateway', 'storage'], usage: ['gateway', 'users'] }, ['gateway'])",
      expectedOutput: "{ works: [], fails: [ 'files', 'usage' ] }",
    },
    {
      name: 'an upload keeps working while users is down: its event waits in a queue',
      input:
        "featureAvailability({ upload: ['gateway', 'storage'], usage: ['gateway', 'users'], search: ['gateway', 'visualization'] }, ['users']).works",
      expectedOutput: "[ 'upload', 'search' ]",
    },
    {
      name: 'in a monolith one crash takes every feature down',
      input: "featureAvailability({ files: ['app'], usage: ['app'] }, ['app']).fails",
      expectedOutput: "[ 'files', 'usage' ]",
    },
  ],
  hints: [
    'Turn `down` into a `Set` so you can ask `isDown.has(service)`, and loop over `Object.entries(deps)`, which keeps the order of the features.',
    'A feature fails when `services.some((service) => isDown.has(service))` is true; push its name into `fails`, otherwise into `works`.',
  ],
} satisfies ChallengeChecks;
