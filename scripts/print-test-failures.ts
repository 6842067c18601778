/**
 * The browser suites' failures once more, at the end of `npm test`: the three suites' lists run
 * side by side, and a failure of the first is thousands of lines above the last line by the time
 * the others end. Reads each suite's JSON report (test-results/reports/*.json, written by the
 * Playwright configs) and prints every test that failed or passed only on a retry, with its
 * error's first lines. Prints nothing else, and always exits 0: the suites' own exit codes decide.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const SUITES = ['e2e', 'editor', 'studio'] as const;

const resultSchema = z.object({
  status: z.string(),
  error: z.object({ message: z.string().optional() }).optional(),
});
const specSchema = z.object({
  title: z.string(),
  file: z.string(),
  line: z.number(),
  tests: z.array(z.object({ status: z.string(), results: z.array(resultSchema) })),
});
interface Suite {
  title: string;
  specs?: z.infer<typeof specSchema>[];
  suites?: Suite[];
}
const suiteSchema: z.ZodType<Suite> = z.lazy(() =>
  z.object({
    title: z.string(),
    specs: z.array(specSchema).optional(),
    suites: z.array(suiteSchema).optional(),
  }),
);
const reportSchema = z.object({
  suites: z.array(suiteSchema),
  /** Errors outside any test: the web server that did not start, the run's time limit. */
  errors: z.array(z.object({ message: z.string().optional() })).default([]),
});

/** Every spec of a suite, with the titles of the describe blocks it is in (a top suite is a file). */
function specsOf(suite: Suite, titles: string[]): { titles: string[]; spec: z.infer<typeof specSchema> }[] {
  return [
    ...(suite.specs ?? []).map((spec) => ({ titles, spec })),
    ...(suite.suites ?? []).flatMap((child) => specsOf(child, [...titles, child.title])),
  ];
}

/** The first lines of an error message, without the terminal's colours. */
function firstLines(message: string | undefined): string {
  return (message ?? '')
    .replaceAll(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .map((line) => `      ${line.trim()}`)
    .join('\n');
}

async function main(): Promise<void> {
  for (const suite of SUITES) {
    const file = path.join('test-results', 'reports', `${suite}.json`);
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const report = reportSchema.safeParse(JSON.parse(text));
    if (!report.success) {
      console.log(`${suite}: ${file} is not a Playwright JSON report`);
      continue;
    }
    const failed = report.data.suites
      .flatMap((file) => specsOf(file, []))
      .flatMap(({ titles, spec }) =>
        spec.tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map((test) => ({ titles, spec, test })),
      );
    for (const error of report.data.errors) console.log(`\n${suite}: ${firstLines(error.message).trim()}`);
    if (failed.length === 0) continue;
    console.log(`\n${suite}: ${failed.length} test(s) failed or passed only on a retry:`);
    for (const { titles, spec, test } of failed) {
      const error = test.results.find((result) => result.error)?.error?.message;
      console.log(
        `  ${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
      );
      if (error) console.log(firstLines(error));
    }
  }
}

main().catch((error: unknown) => {
  console.log(`print-test-failures: ${error instanceof Error ? error.message : String(error)}`);
});
