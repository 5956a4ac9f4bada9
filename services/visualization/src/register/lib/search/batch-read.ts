/**
 * Statements that go to D1 in one batch with others, and how to read their own results
 * (the results of these statements, in order) into a value.
 */
export interface BatchRead<T> {
  statements: D1PreparedStatement[];
  read(results: D1Result[]): T;
}
