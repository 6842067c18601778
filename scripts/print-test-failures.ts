/**
 * Every suite's failures once more, at the end of `npm test`: the suites run side by side, and a
 * failure of the first is thousands of lines above the last line by the time the others end.
 * Reads each suite's JSON report (test-results/reports/*.json: Vitest's for the unit and receiver
 * tests, Playwright's for the browser suites) and prints every test that failed or passed only on
 * a retry, with its error's first lines, and names a suite whose report is missing (it did not run
 * or did not finish: lint or types failed first, or it was killed). Always exits 0: the suites'
 * own exit codes decide.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const VITEST_SUITES = ['unit', 'receiver'] as const;
const PLAYWRIGHT_SUITES = ['e2e', 'editor', 'studio'] as const;

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

/** Vitest's JSON report (Jest's shape): a file's own error, and each test's failure messages. */
const vitestReportSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      message: z.string().default(''),
      assertionResults: z.array(
        z.object({
          fullName: z.string(),
          status: z.string(),
          failureMessages: z.array(z.string()).default([]),
        }),
      ),
    }),
  ),
});

/** A suite's report as JSON, or the line saying it is missing or broken. */
async function reportOf(suite: string): Promise<{ json: unknown } | { missing: string }> {
  const file = path.join('test-results', 'reports', `${suite}.json`);
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined)
    return { missing: `\n${suite}: no report (${file}): the suite did not run, or did not finish` };
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return { missing: `\n${suite}: ${file} is not JSON` };
  }
}

/** The lines a Vitest report's failures are told in. */
function vitestFindings(suite: string, json: unknown): string[] {
  const report = vitestReportSchema.safeParse(json);
  if (!report.success) return [`\n${suite}: not a Vitest JSON report`];
  const findings: string[] = [];
  for (const file of report.data.testResults) {
    const name = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed with no failed test failed outside them: its import, a hook.
    if (file.status === 'failed' && failed.length === 0) {
      findings.push(`\n${suite}: ${name} failed outside its tests:\n${firstLines(file.message)}`);
    }
    for (const test of failed) {
      findings.push(`\n${suite}: failed: ${name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`);
    }
  }
  return findings;
}

/** The lines a Playwright report's failures, retried passes and errors outside tests are told in. */
function playwrightFindings(suite: string, json: unknown): string[] {
  const report = reportSchema.safeParse(json);
  if (!report.success) return [`\n${suite}: not a Playwright JSON report`];
  const failed = report.data.suites
    .flatMap((file) => specsOf(file, []))
    .flatMap(({ titles, spec }) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => ({ titles, spec, test })),
    );
  const findings = report.data.errors.map((error) => `\n${suite}: ${firstLines(error.message).trim()}`);
  if (failed.length === 0) return findings;
  findings.push(`\n${suite}: ${failed.length} test(s) failed or passed only on a retry:`);
  for (const { titles, spec, test } of failed) {
    const error = test.results.find((result) => result.error)?.error?.message;
    findings.push(
      `  ${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
    );
    if (error) findings.push(firstLines(error));
  }
  return findings;
}

async function main(): Promise<void> {
  const findings: string[] = [];
  for (const [suites, findingsOf] of [
    [VITEST_SUITES, vitestFindings],
    [PLAYWRIGHT_SUITES, playwrightFindings],
  ] as const) {
    for (const suite of suites) {
      const report = await reportOf(suite);
      findings.push(...('missing' in report ? [report.missing] : findingsOf(suite, report.json)));
    }
  }
  for (const line of findings) console.log(line);
  if (findings.length === 0)
    console.log("\nEvery suite's report: no test failed, none passed only on a retry.");
}

main().catch((error: unknown) => {
  console.log(`print-test-failures: ${error instanceof Error ? error.message : String(error)}`);
});
