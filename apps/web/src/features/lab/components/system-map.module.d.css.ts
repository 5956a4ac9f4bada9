// Exact class names of system-map.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly scroller: string;
  readonly svg: string;
  readonly placeholder: string;
  readonly edge: string;
  readonly arrow: string;
  readonly arrowFailing: string;
  readonly edgeLabel: string;
  readonly labelPlate: string;
  readonly errorText: string;
  readonly nodeLabel: string;
  readonly nodeLine: string;
  readonly onFilled: string;
  readonly onLight: string;
  readonly clickable: string;
  readonly warningText: string;
  readonly badge: string;
};
export default classes;
