// What a query's loading and failed states read, in the same words on every page.

/** While a query loads: 'Loading traces...'. */
export const loadingText = (what: string) => `Loading ${what}...`;

/** When a query failed: 'Could not load the traces'. */
export const loadFailedText = (what: string) => `Could not load ${what}`;
