// Exact class names of section-tabs.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly list: string;
  readonly number: string;
  readonly title: string;
};
export default classes;
