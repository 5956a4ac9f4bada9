// Exact class names of lab-steps.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly steps: string;
  readonly current: string;
  readonly marker: string;
};
export default classes;
