/**
 * A page's no-JS twin: the same exported HTML without the elements that run (the boot script, the
 * polyfills' tag), as a visitor without JavaScript gets it. Data blocks stay (JSON-LD,
 * `__NEXT_DATA__`): a browser runs nothing of them. The privacy notice is in the HTML and shown by
 * its CSS alone, so the twin paints it as the page does before a choice: both are measured with
 * the notice open. The bench measures each route beside its twin, in the same rounds: the page's
 * largest paint over its twin's is what its scripts cost the visitor who only reads.
 */
import { copyWithPages } from './exportCopy';

const SCRIPT_ELEMENT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
/** A type that makes a script a data block: anything but JavaScript's (no type, or a JavaScript MIME type, or module). */
const DATA_BLOCK_TYPE = /\btype="(?!(?:text|application)\/(?:x-)?(?:java|ecma)script"|module")[^"]+"/i;

/** The page without its scripts; data blocks kept. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, (element, attributes: string) =>
    DATA_BLOCK_TYPE.test(attributes) ? element : '',
  );
}

/** A copy of the export whose pages of `pagePaths` are their no-JS twins; returns the copy. */
export function twinExport(outDir: string, copyDir: string, pagePaths: readonly string[]): Promise<string> {
  return copyWithPages(outDir, copyDir, pagePaths, withoutScripts);
}
