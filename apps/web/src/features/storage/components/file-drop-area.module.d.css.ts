// Exact class names of file-drop-area.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly area: string;
};
export default classes;
