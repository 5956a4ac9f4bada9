// Exact class names of markdown.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly root: string;
  readonly tableScroll: string;
};
export default classes;
