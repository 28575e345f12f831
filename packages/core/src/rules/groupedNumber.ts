/**
 * A whole number with thousands separators as English writes it (1000000 → "1,000,000"), for messages built at import.
 *
 * Decision (issue 28): `toLocaleString('en-US')` gives the same text, but the first call on a page builds an
 * `Intl.NumberFormat` and loads ICU's number data: profiled at about 80 ms of main thread under Lighthouse's 4× CPU
 * slowdown, paid while the schema modules of every route were evaluated, for three error messages nobody had seen yet.
 */
export function groupedNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  return `${value < 0 ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
