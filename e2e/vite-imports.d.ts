// The e2e tests read the lesson modules (apps/web's content/modules.ts), which find their files
// with `import.meta.glob` and read some as text (`?raw`), as Vite does: its client types declare
// both.
/// <reference types="vite/client" />
