// Stands in for `re2js`, the regular-expression engine @firebase/firestore 12 bundles for evaluating pipeline
// expressions (regexMatch, regexContains, like) on the client. The app runs no pipelines, only plain queries
// (src/lib/data/shaped-query.ts), yet the engine cost ~40 KiB gzip and its parse time on every booking page.
// vite.config.ts aliases `re2js` here; should a pipeline ever evaluate a regex, Firestore catches this error and
// reports the expression as an error value, exactly as it does for an invalid pattern.
export const RE2JS = {
  compile(): never {
    throw new Error('Regular expressions in Firestore pipelines are not available in this app.');
  },
};
