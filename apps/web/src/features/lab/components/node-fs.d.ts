// The map's tests read its stylesheet, to prove the moving dashes stop under reduced motion
// (jsdom applies no media queries). The web app has no Node types, so this declares the one
// function they use.
declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
}
