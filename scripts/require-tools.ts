/**
 * The browser tests need Debian's Chromium in its headless build (Playwright cannot download its
 * own browser here), nginx with its brotli_static module and openssl (the shipped server
 * configuration is tested over HTTPS, with a throwaway certificate); the HTML checker needs Java.
 */
import { accessSync, constants } from 'node:fs';
import { BROTLI_STATIC_MODULE } from './deploy/nginxLoopback';
import { CHROMIUM_HEADLESS_PATH } from './support/chromium';

interface Tool {
  path: string;
  install: string;
  env: string;
  /** Run (a program) or read (nginx's module). */
  access: number;
}

const tools: Tool[] = [
  {
    path: CHROMIUM_HEADLESS_PATH,
    install: 'apt-get install -y chromium-headless-shell',
    env: 'CHROMIUM_HEADLESS_PATH',
    access: constants.X_OK,
  },
  {
    path: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
    install: 'apt-get install -y nginx-light',
    env: 'NGINX_PATH',
    access: constants.X_OK,
  },
  {
    path: BROTLI_STATIC_MODULE,
    install: 'apt-get install -y libnginx-mod-http-brotli-static',
    env: 'NGINX_BROTLI_MODULE',
    access: constants.R_OK,
  },
  {
    path: process.env.OPENSSL_PATH ?? '/usr/bin/openssl',
    install: 'apt-get install -y openssl',
    env: 'OPENSSL_PATH',
    access: constants.X_OK,
  },
];

const missing = tools.filter((tool) => {
  try {
    accessSync(tool.path, tool.access);
    return false;
  } catch {
    return true;
  }
});

for (const tool of missing) {
  console.error(`${tool.path} was not found. Install it with: sudo ${tool.install} (or set ${tool.env}).`);
}
if (missing.length > 0) process.exit(1);
