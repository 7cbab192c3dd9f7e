/**
 * A whole number with commas between its thousands, as en-US writes it ("12,345"), for limits
 * named in validation messages. Not `toLocaleString`: the first use of Intl loads ICU's data, about
 * 20 ms of a server's start, and the schemas that name their limits are built as the app loads.
 */
export const withThousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
