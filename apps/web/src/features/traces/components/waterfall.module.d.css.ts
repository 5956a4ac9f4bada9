// Exact class names of waterfall.module.css, so a typo in a className fails the typecheck.
declare const classes: {
  readonly scroller: string;
  readonly grid: string;
  readonly axis: string;
  readonly ticks: string;
  readonly tick: string;
  readonly list: string;
  readonly row: string;
  readonly label: string;
  readonly name: string;
  readonly duration: string;
  readonly track: string;
  readonly bar: string;
  readonly gap: string;
  readonly gapLabel: string;
  readonly swatch: string;
  readonly marks: string;
  readonly markTrack: string;
  readonly mark: string;
  readonly responseLine: string;
  readonly outcome: string;
};
export default classes;
