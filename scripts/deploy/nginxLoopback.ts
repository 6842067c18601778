/**
 * Runs the shipped nginx configuration (deploy/nginx.conf) on loopback ports, over HTTPS and HTTP/2
 * with a throwaway self-signed certificate. The nginx browser test and `npm run bench` serve the
 * export this way, so both see what production serves: the same headers, compression and protocol.
 * Node only (tests and scripts); needs nginx and openssl.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/server/freePort';

export interface LoopbackPorts {
  https: number;
  /** Plain HTTP, which only redirects to HTTPS. */
  http: number;
  /** The enquiry receiver that /api/enquiry and /inbox are proxied to (nginx's upstream). */
  receiver: number;
}

interface LoopbackOptions {
  root: string;
  ports: LoopbackPorts;
  certificate: string;
  certificateKey: string;
}

/**
 * The shipped configuration pointed at `root`, the loopback ports (the receiver's included) and
 * the given certificate (IPv6 listeners dropped). Throws when a line it must replace is missing,
 * so that a change to the shipped configuration cannot leave the tests serving something else.
 */
export function loopbackServerConfig(shipped: string, options: LoopbackOptions): string {
  const replacements: [RegExp, string][] = [
    [/^ {2}listen 443 ssl http2;$/gm, `  listen 127.0.0.1:${options.ports.https} ssl http2;`],
    [/^ {2}listen 80;$/gm, `  listen 127.0.0.1:${options.ports.http};`],
    [/^ {2}ssl_certificate .*;$/gm, `  ssl_certificate ${options.certificate};`],
    [/^ {2}ssl_certificate_key .*;$/gm, `  ssl_certificate_key ${options.certificateKey};`],
    [/^ {2}root .*;$/gm, `  root ${options.root};`],
    // The live release's redirects, from the root served here.
    [/^ {2}include .*\/_redirects\.nginx;$/gm, `  include ${options.root}/_redirects.nginx;`],
    // The upstream's server (not server_name, nor the server blocks).
    [/^ {2}server [^\s;]+;$/gm, `  server 127.0.0.1:${options.ports.receiver};`],
  ];
  let config = shipped
    .split('\n')
    .filter((line) => !line.startsWith('  listen [::]:'))
    .join('\n');
  for (const [pattern, line] of replacements) {
    if (!config.match(pattern)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    config = config.replace(pattern, line);
  }
  return config;
}

export interface LoopbackResponse {
  status: number;
  headers: Headers;
  body: string;
  /** The body's bytes as sent (compressed, when the request accepted it). */
  bytes: Buffer;
}

export interface LoopbackRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The client's address: any 127.x.y.z, so that a test can be several visitors. */
  localAddress?: string;
}

export interface LoopbackNginx {
  origin: string;
  httpOrigin: string;
  /**
   * GET over HTTPS trusting only this server's certificate, or over plain HTTP; redirects are not
   * followed, and the body is not decompressed.
   */
  get(url: string, headers?: Record<string, string>): Promise<LoopbackResponse>;
  /** Any request, the same way as `get`. */
  request(url: string, options?: LoopbackRequest): Promise<LoopbackResponse>;
  /** The shell command that makes this nginx read its configuration again (as the studio runs it). */
  reloadCommand: string;
  stop(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 5_000;

/** Debian's libnginx-mod-http-brotli-static, which the shipped configuration's brotli_static needs. */
export const BROTLI_STATIC_MODULE =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function send(url: string, ca: string, options: LoopbackRequest = {}): Promise<LoopbackResponse> {
  const client = url.startsWith('https:') ? https : http;
  const { method = 'GET', headers = {}, body, localAddress } = options;
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) };
    const settings = {
      ca,
      // A connection per request: a reload (a publish's switch) closes nginx's idle connections,
      // and a pooled one reused just then would fail the request (ECONNRESET, "socket hang up").
      agent: false,
      method,
      headers: { ...length, ...headers },
      localAddress,
      timeout: REQUEST_TIMEOUT_MS,
    };
    const request = client.request(url, settings, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const received = new Headers();
        for (const [key, value] of Object.entries(response.headers)) {
          if (value !== undefined) received.set(key, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: received,
          bytes,
          body: bytes.toString('utf8'),
        });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer in time`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** A self-signed certificate for 127.0.0.1 and the configuration's server names. */
function createCertificate(dir: string, names: string[]): { certificate: string; certificateKey: string } {
  const certificate = path.join(dir, 'cert.pem');
  const certificateKey = path.join(dir, 'key.pem');
  const result = spawnSync(
    process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      `subjectAltName=${['IP:127.0.0.1', ...names.map((name) => `DNS:${name}`)].join(',')}`,
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(
      `openssl could not create a certificate: ${result.error?.message ?? result.stderr} ` +
        '(apt-get install -y openssl, or set OPENSSL_PATH)',
    );
  }
  return { certificate, certificateKey };
}

/** A free loopback port for every one not given, all different. */
async function freePorts(given: Partial<LoopbackPorts>): Promise<LoopbackPorts> {
  const taken = new Set(Object.values(given));
  const pick = async (port: number | undefined) => {
    if (port !== undefined) return port;
    let free = await freePort();
    while (taken.has(free)) free = await freePort();
    taken.add(free);
    return free;
  };
  return {
    https: await pick(given.https),
    http: await pick(given.http),
    receiver: await pick(given.receiver),
  };
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Writes the wrapper configuration and the certificate into `prefix`; returns the certificate. */
function prepare(prefix: string, root: string, ports: LoopbackPorts, shipped: string): string {
  mkdirSync(path.join(prefix, 'tmp'));
  const names = [...shipped.matchAll(/^ {2}server_name (.+);$/gm)].flatMap((match) => match[1]!.split(' '));
  const files = createCertificate(prefix, [...new Set(names)]);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `  ${name}_temp_path ${path.join(prefix, 'tmp', name)};`,
  );
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      // What Debian's /etc/nginx/modules-enabled loads in production for `brotli_static`.
      `load_module ${BROTLI_STATIC_MODULE};`,
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'daemon off;',
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...temp,
      loopbackServerConfig(shipped, { root, ports, ...files }),
      '}',
    ].join('\n'),
  );
  return readFileSync(files.certificate, 'utf8');
}

/**
 * Starts nginx with the shipped configuration; the ports not given are free ones (without a
 * receiver port, /api/enquiry and /inbox go to a port nothing listens on, and answer 502).
 */
export async function startLoopbackNginx(options: {
  root: string;
  ports?: Partial<LoopbackPorts>;
  /** The generated configuration to serve: this project's deploy/nginx.conf unless given. */
  config?: string;
}): Promise<LoopbackNginx> {
  const ports = await freePorts(options.ports ?? {});
  const shipped = readFileSync(options.config ?? path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  let ca: string;
  try {
    ca = prepare(prefix, options.root, ports, shipped);
  } catch (error) {
    rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  const nginx = spawn(
    process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    { stdio: 'inherit' },
  );
  let exited = false;
  let spawnError: Error | undefined;
  const exit = new Promise<void>((resolve) => {
    nginx.on('exit', () => resolve());
    nginx.on('error', (error) => {
      spawnError = error;
      resolve();
    });
  }).then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) {
      nginx.kill('SIGQUIT');
      // A graceful stop waits for open connections; do not wait for ever.
      const killed = setTimeout(() => nginx.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killed);
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const origin = `https://127.0.0.1:${ports.https}`;
  for (let attempt = 0; attempt < 150 && !exited; attempt += 1) {
    if ((await send(`${origin}/`, ca).catch(() => undefined))?.status === 200) {
      return {
        origin,
        httpOrigin: `http://127.0.0.1:${ports.http}`,
        get: (url, headers) => send(url, ca, { headers }),
        request: (url, requestOptions) => send(url, ca, requestOptions),
        reloadCommand: [
          process.env.NGINX_PATH ?? '/usr/sbin/nginx',
          '-p',
          prefix,
          '-c',
          path.join(prefix, 'nginx.conf'),
          '-s',
          'reload',
        ].join(' '),
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = readOrEmpty(path.join(prefix, 'error.log'));
  await stop();
  throw new Error(
    `nginx did not serve ${origin}/ with the shipped configuration` +
      `${spawnError ? `: ${spawnError.message} (apt-get install -y nginx-light, or set NGINX_PATH)` : ''}\n${log}`,
  );
}
