import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apgApi, apgLib } from 'apg-js';

/**
 * A strict RFC 5322 parser: apg-js (an ABNF parser generator) built from the RFC's own grammar
 * without its obsolete forms (rfc5322.abnf beside this file). `parses(rule, text)` says whether the
 * whole text is a `rule`: a message, a msg-id, an address list.
 */

interface ApgApi {
  generate(): void;
  errors: unknown[];
  toObject(): unknown;
}
interface ApgParser {
  parse(grammar: unknown, rule: string, input: number[]): { success: boolean; maxMatched: number };
}
interface ApgModule {
  apgApi: new (source: string) => ApgApi;
  apgLib: { parser: new () => ApgParser; utils: { stringToChars(text: string): number[] } };
}

let grammar: unknown;

function compiled(): unknown {
  if (grammar) return grammar;
  // The grammar file uses LF; ABNF (RFC 5234) wants CRLF line ends.
  const source = readFileSync(path.join(import.meta.dirname, 'rfc5322.abnf'), 'utf8').replace(
    /\r?\n/g,
    '\r\n',
  );
  const api = new (apgApi as ApgModule['apgApi'])(source);
  api.generate();
  if (api.errors.length) throw new Error(`rfc5322.abnf: ${JSON.stringify(api.errors)}`);
  grammar = api.toObject();
  return grammar;
}

/** Whether the whole of `text` is an RFC 5322 `rule`; with the offset where it stopped matching when not. */
export function parses(rule: string, text: string): { ok: boolean; stoppedAt: number } {
  const lib = apgLib as ApgModule['apgLib'];
  const result = new lib.parser().parse(compiled(), rule, lib.utils.stringToChars(text));
  return { ok: result.success, stoppedAt: result.maxMatched };
}
