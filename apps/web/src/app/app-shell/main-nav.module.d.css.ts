// Exact class names of main-nav.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly list: string;
  readonly horizontal: string;
  readonly vertical: string;
  readonly link: string;
};
export default classes;
