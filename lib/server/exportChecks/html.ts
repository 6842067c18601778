import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/** An error the Nu HTML Checker (vnu.jar, the W3C validator) reports. */
export interface HtmlError {
  file: string;
  line?: number;
  message: string;
}

/** Validates HTML files; resolves to their errors, none when they are valid. */
export type ValidateHtml = (files: string[]) => Promise<HtmlError[]>;

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

export function vnuJarPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
}

/** The Java that runs the checker: JAVA_PATH, or `java` from the PATH. */
export const javaCommand = (): string => process.env.JAVA_PATH ?? 'java';

/**
 * The checker's JVM runs once, briefly: the C1 compiler alone and the serial collector take half
 * the CPU time of the default (measured on 17 pages: 3.3 s of CPU instead of 8.9 s, 2.9 s instead
 * of 4.9 s from start to report), which matters most when a build shares the cores. C1's deeper
 * stack frames need a larger thread stack than vnu's 512k minimum.
 */
export const VNU_JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * Validates HTML files with vnu.jar (needs Java); resolves to the errors, none when the files are
 * valid. The checker runs as a child process, so a service calling this (the studio) keeps answering.
 */
export const validateHtml: ValidateHtml = (files) => {
  if (files.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    execFile(
      javaCommand(),
      [
        ...VNU_JVM_OPTIONS,
        '-jar',
        vnuJarPath(),
        '--errors-only',
        '--exit-zero-always',
        '--format',
        'json',
        ...files,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && error.code === 'ENOENT')
          return reject(new Error(`Could not run the HTML checker (is Java installed?): ${error.message}`));
        if (error) return reject(new Error(`The HTML checker failed: ${stderr || error.message}`));
        // vnu writes its JSON report to standard error.
        return resolve(parseVnuReport(stderr));
      },
    );
  });
};

export function parseVnuReport(report: string): HtmlError[] {
  if (report.trim() === '') return [];
  const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === 'error')
    .map((message) => ({
      file: message.url.replace(/^file:/, ''),
      line: message.lastLine,
      message: message.message,
    }));
}
