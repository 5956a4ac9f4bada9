// Exact class names of lab-dock.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly column: string;
  readonly sheet: string;
  readonly panel: string;
  readonly steps: string;
  readonly actions: string;
};
export default classes;
