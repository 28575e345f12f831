/**
 * Name comparisons that ignore case and accents (`Éclair` beside `eclair`), with one collator per set of options.
 *
 * Decision (issue 28): a collator is made on its first comparison, never at import. The first `Intl.Collator` a page
 * creates loads ICU's collation data: profiled at 258 ms of main thread under Lighthouse's 4× CPU slowdown, in the
 * start-up of every route that imported a module holding one (the dashboard, the forms), although a guest with no
 * matches never sorts a name. `localeCompare(b, 'en', options)` is no way out: it builds a collator per call.
 */
export function nameComparer(
  options: Intl.CollatorOptions = { sensitivity: 'base' },
): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator('en', options)).compare(a, b);
}
