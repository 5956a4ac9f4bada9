// The modules the frame-bundles Vite plugin builds (vite/frame-bundles.ts).
declare module '*?frame-url' {
  /** The URL of the module bundled into one classic script file. */
  const url: string;
  export default url;
}

declare module '*?frame-source' {
  /** The module bundled into one classic script, as text. */
  const source: string;
  export default source;
}
