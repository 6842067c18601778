import { describe, expect, it } from 'vitest';
import { NGINX_DEFAULTS, nginxConfig } from '@/lib/deploy/configs';
import { CACHE_IMMUTABLE, securityHeaders, transportHeaders } from '@/lib/deploy/headers';
import { loopbackServerConfig } from '@/lib/deploy/nginxLoopback';

const shipped = nginxConfig(NGINX_DEFAULTS);
const HSTS = transportHeaders()['Strict-Transport-Security'];
const servers = (config: string) => config.split(/\n(?=server \{)/).slice(1);
const [siteServer, bareDomainServer, plainHttpServer] = servers(shipped);

describe('the nginx configuration', () => {
  it('serves the site over HTTPS and HTTP/2 with the certificate and the security headers', () => {
    expect(siteServer).toContain('listen 443 ssl http2;');
    expect(siteServer).toContain('listen [::]:443 ssl http2;');
    expect(siteServer).toContain('server_name www.hiddengemsmalta.com;');
    expect(siteServer).toContain(`ssl_certificate ${NGINX_DEFAULTS.certificate};`);
    expect(siteServer).toContain(`ssl_certificate_key ${NGINX_DEFAULTS.certificateKey};`);
    expect(siteServer).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    for (const [key, value] of Object.entries(securityHeaders())) {
      expect(siteServer).toContain(`add_header ${key} "${value}" always;`);
    }
    expect(siteServer).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}" always;`);
  });

  it('redirects the bare domain over HTTPS to the site, with HSTS', () => {
    expect(bareDomainServer).toContain('listen 443 ssl http2;');
    expect(bareDomainServer).toContain('server_name hiddengemsmalta.com;');
    expect(bareDomainServer).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(bareDomainServer).toContain('return 301 https://www.hiddengemsmalta.com$request_uri;');
    expect(bareDomainServer).not.toContain('root ');
  });

  it('answers plain HTTP with certbot’s challenges and otherwise a redirect to HTTPS on the same name', () => {
    expect(plainHttpServer).toContain('listen 80;');
    expect(plainHttpServer).toContain('server_name www.hiddengemsmalta.com hiddengemsmalta.com;');
    expect(plainHttpServer).toContain(`root ${NGINX_DEFAULTS.acmeRoot};`);
    expect(plainHttpServer).toContain('return 301 https://$host$request_uri;');
    expect(plainHttpServer).not.toContain(`root ${NGINX_DEFAULTS.root}`);
  });

  it('has no bare-domain block when the site has no other name', () => {
    const config = nginxConfig({ ...NGINX_DEFAULTS, redirectNames: [NGINX_DEFAULTS.serverName] });
    expect(servers(config)).toHaveLength(2);
    expect(config).toContain('server_name www.hiddengemsmalta.com;\n  server_tokens off;\n  location ^~');
  });
});

describe('loopbackServerConfig', () => {
  const options = {
    root: '/tmp/site/out',
    ports: { https: 4181, http: 4180 },
    certificate: '/tmp/nginx-1/cert.pem',
    certificateKey: '/tmp/nginx-1/key.pem',
  };

  it('points the shipped configuration at loopback ports, the export and a throwaway certificate', () => {
    const config = loopbackServerConfig(shipped, options);
    expect(config).toContain('listen 127.0.0.1:4181 ssl http2;');
    expect(config).toContain('listen 127.0.0.1:4180;');
    expect(config).toContain('ssl_certificate /tmp/nginx-1/cert.pem;');
    expect(config).toContain('ssl_certificate_key /tmp/nginx-1/key.pem;');
    expect(config).toContain('root /tmp/site/out;');
    expect(config).not.toContain('[::]');
    expect(config).not.toContain('/etc/letsencrypt');
    expect(config.match(/listen 127\.0\.0\.1:4181 ssl http2;/g)).toHaveLength(2);
    // Everything else is the shipped configuration, line for line.
    const unchanged = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^ {2}(listen|ssl_certificate|ssl_certificate_key|root) /.test(line));
    expect(unchanged(config)).toEqual(unchanged(shipped));
  });

  it('refuses a configuration whose lines it cannot find, naming the line', () => {
    const plainHttp = shipped.replaceAll('listen 443 ssl http2;', 'listen 443;');
    expect(() => loopbackServerConfig(plainHttp, options)).toThrow(/listen 443 ssl http2/);
  });
});
