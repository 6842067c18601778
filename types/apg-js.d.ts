/** apg-js (an ABNF parser generator) ships no types; the tests' strict RFC 5322 parser types what it uses. */
declare module 'apg-js' {
  export const apgApi: unknown;
  export const apgLib: unknown;
}
