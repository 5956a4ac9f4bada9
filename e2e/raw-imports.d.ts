// The e2e tests read the lesson modules, whose markdown sections are imported as text the way
// Vite does it (`?raw`); Vite's own client types declare this only for the web app.
declare module '*?raw' {
  const text: string;
  export default text;
}
