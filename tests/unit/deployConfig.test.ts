import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_RATE,
  ENQUIRY_RATE_ZONE,
  ENQUIRY_TOO_MANY_LOCATION,
  nginxDefaults,
  nginxString,
  receiverUnitDefaults,
  RECEIVER_UPSTREAM,
  nginxConfig,
  receiverUnit,
  tooManyPage,
} from '@/scripts/deploy/configs';
import { CACHE_IMMUTABLE, documentHeaders, securityHeaders, transportHeaders } from '@/lib/server/headers';
import { loopbackServerConfig } from '@/scripts/deploy/nginxLoopback';
import { ENQUIRY_BODY_LIMIT } from '@/receiver/http/enquiryRoute';
import { readSettings } from '@/receiver/config/settings';

const shipped = nginxConfig(nginxDefaults());
const HSTS = transportHeaders()['Strict-Transport-Security'];
const servers = (config: string) => config.split(/\n(?=server \{)/).slice(1);
const [siteServer = '', bareDomainServer, studioServer = '', plainHttpServer] = servers(shipped);
/** The body of the site server's `location <match> { ... }`. */
const locationBlock = (match: string) => {
  const start = siteServer.indexOf(`  location ${match} {\n`);
  if (start < 0) throw new Error(`no location ${match}`);
  return siteServer.slice(start, siteServer.indexOf('\n  }', start));
};

describe('the nginx configuration', () => {
  it('serves the site over HTTPS and HTTP/2 with the certificate and the security headers', () => {
    expect(siteServer).toContain('listen 443 ssl http2;');
    expect(siteServer).toContain('listen [::]:443 ssl http2;');
    expect(siteServer).toContain('server_name www.hiddengemsmalta.com;');
    expect(siteServer).toContain(`ssl_certificate ${nginxDefaults().certificate};`);
    expect(siteServer).toContain(`ssl_certificate_key ${nginxDefaults().certificateKey};`);
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
    expect(plainHttpServer).toContain(
      'server_name www.hiddengemsmalta.com hiddengemsmalta.com studio.hiddengemsmalta.com;',
    );
    expect(plainHttpServer).toContain(`root ${nginxDefaults().acmeRoot};`);
    expect(plainHttpServer).toContain('return 301 https://$host$request_uri;');
    expect(plainHttpServer).not.toContain(`root ${nginxDefaults().root}`);
  });

  it('proxies /api/enquiry, the pages’ beacon, the inbox and the offer pages to the receiver where it listens by default', () => {
    const defaults = readSettings({ NODE_ENV: 'production' });
    expect(shipped).toContain(
      `upstream ${RECEIVER_UPSTREAM} {\n  server ${defaults.host}:${defaults.port};\n  keepalive 8;\n}`,
    );
    expect(nginxDefaults().receiver).toBe('127.0.0.1:8787');
    for (const match of ['= /api/enquiry', '= /api/view', '= /inbox', '^~ /inbox/', '^~ /offer/']) {
      const block = locationBlock(match);
      expect(block).toContain(`proxy_pass http://${RECEIVER_UPSTREAM};`);
      expect(block).toContain('proxy_set_header Host $host;');
      // What nginx saw, never the client's own X-Forwarded-For.
      expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(block).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(block).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
      expect(block).toContain(`client_max_body_size ${ENQUIRY_BODY_LIMIT};`);
      expect(block).toMatch(/proxy_read_timeout \d+s;/);
      // The receiver sets its own headers; nginx would send its add_header ones a second time.
      expect(block).not.toContain('add_header');
    }
    // The rest of the site keeps its policy, and nothing else goes to the receiver.
    expect(locationBlock('/')).toContain(
      `add_header Content-Security-Policy "${documentHeaders()['Content-Security-Policy']}" always;`,
    );
    expect(siteServer.match(/proxy_pass/g)).toHaveLength(5);
    expect(bareDomainServer).not.toContain('proxy_pass');
    expect(plainHttpServer).not.toContain('proxy_pass');
  });

  it('limits enquiries per address for every receiver behind it, with a page of its own past the limit', () => {
    expect(shipped).toContain(
      `limit_req_zone $binary_remote_addr zone=${ENQUIRY_RATE_ZONE}:10m rate=${ENQUIRY_RATE.perMinute}r/m;`,
    );
    expect(ENQUIRY_RATE).toEqual({ perMinute: 10, burst: 20 });
    const enquiries = locationBlock('= /api/enquiry');
    expect(enquiries).toContain(`limit_req zone=${ENQUIRY_RATE_ZONE} burst=20 nodelay;`);
    expect(enquiries).toContain('limit_req_status 429;');
    expect(enquiries).toContain(`error_page 429 = ${ENQUIRY_TOO_MANY_LOCATION};`);
    // Only the enquiries: the office's inbox is not limited.
    expect(shipped.match(/limit_req zone=/g)).toHaveLength(1);
    // A visitor meets the receiver's own limit (in their words, by IPv6 /64) before nginx's.
    expect(ENQUIRY_RATE.burst).toBeGreaterThan(readSettings({}).rateLimitPerMinute);
    const tooMany = locationBlock(ENQUIRY_TOO_MANY_LOCATION);
    expect(tooMany).toContain('add_header Retry-After "60" always;');
    expect(tooMany).toContain('add_header Cache-Control "no-store" always;');
    expect(tooMany).toContain(`return 429 "${nginxString(tooManyPage())}";`);
    expect(tooMany).toContain(`{ return 429 "${nginxString(tooManyPage('pl'))}"; }`);
  });

  it('proxies the studio’s own name, every path of it, to the studio, over HTTPS with HSTS', () => {
    expect(studioServer).toContain('server_name studio.hiddengemsmalta.com;');
    expect(studioServer).toContain('listen 443 ssl http2;');
    expect(studioServer).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
    expect(studioServer).toContain('proxy_pass http://hidden_gems_malta_studio;');
    expect(studioServer).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(studioServer).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(studioServer).not.toContain('root ');
    expect(shipped).toContain(
      'upstream hidden_gems_malta_studio {\n  server 127.0.0.1:8788 fail_timeout=5s;',
    );
    // The site serves the live release, and takes that release's redirects.
    expect(siteServer).toContain('root /srv/hidden-gems-malta/live;');
    expect(siteServer).toContain('include /srv/hidden-gems-malta/live/_redirects.nginx;');
  });

  it('has no bare-domain block when the site has no other name', () => {
    const config = nginxConfig({ ...nginxDefaults(), redirectNames: [nginxDefaults().serverName] });
    expect(servers(config)).toHaveLength(3);
    expect(config).toContain(
      'server_name www.hiddengemsmalta.com studio.hiddengemsmalta.com;\n  server_tokens off;\n  location ^~',
    );
  });
});

describe('loopbackServerConfig', () => {
  const options = {
    root: '/tmp/site/out',
    ports: { https: 4181, http: 4180, receiver: 4182 },
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
    expect(config).toContain(`upstream ${RECEIVER_UPSTREAM} {\n  server 127.0.0.1:4182;`);
    expect(config).not.toContain(nginxDefaults().receiver);
    expect(config).not.toContain('[::]');
    expect(config).not.toContain('/etc/letsencrypt');
    expect(config.match(/listen 127\.0\.0\.1:4181 ssl http2;/g)).toHaveLength(3);
    expect(config).toContain('include /tmp/site/out/_redirects.nginx;');
    // Everything else is the shipped configuration, line for line.
    const unchanged = (text: string) =>
      text
        .split('\n')
        .filter(
          (line) => !/^ {2}(listen|ssl_certificate|ssl_certificate_key|root|server|include) /.test(line),
        );
    expect(unchanged(config)).toEqual(unchanged(shipped));
  });

  it('refuses a configuration whose lines it cannot find, naming the line', () => {
    const plainHttp = shipped.replaceAll('listen 443 ssl http2;', 'listen 443;');
    expect(() => loopbackServerConfig(plainHttp, options)).toThrow(/listen 443 ssl http2/);
  });
});

describe('the receiver’s systemd unit', () => {
  const unit = receiverUnit(receiverUnitDefaults());
  const directives = unit.split('\n').filter((line) => /^\w+=/.test(line));

  it('runs the receiver from the checkout as its own user, restarted always, with the settings file', () => {
    expect(directives).toEqual(
      expect.arrayContaining([
        'ExecStart=/usr/bin/node --import tsx receiver/main.ts',
        'WorkingDirectory=/srv/hidden-gems-malta/app',
        'User=hidden-gems',
        'Restart=always',
        'EnvironmentFile=/etc/hidden-gems-malta/receiver.env',
        'WantedBy=multi-user.target',
      ]),
    );
    // Where nginx's upstream points, and the SQLite file in the one folder it may write.
    expect(directives).toContain(
      'Environment=NODE_ENV=production HOST=127.0.0.1 PORT=8787 LEADS_DB=/var/lib/hidden-gems-malta/leads.db',
    );
    expect(unit).toContain(`keep ${nginxDefaults().receiver}, nginx's upstream`);
  });

  it('is hardened: no new privileges, a read-only system but for its data folder, a private /tmp', () => {
    expect(directives).toEqual(
      expect.arrayContaining([
        'NoNewPrivileges=yes',
        'ProtectSystem=strict',
        'ReadWritePaths=/var/lib/hidden-gems-malta',
        'StateDirectory=hidden-gems-malta',
        'PrivateTmp=yes',
        'ProtectHome=yes',
        'CapabilityBoundingSet=',
        'SystemCallFilter=@system-service',
      ]),
    );
    // V8 needs writable, executable memory.
    expect(unit).not.toMatch(/^MemoryDenyWriteExecute=/m);
  });

  it('follows another install’s address and folders', () => {
    const other = receiverUnit({
      ...receiverUnitDefaults(),
      receiver: '127.0.0.1:9000',
      stateDirectory: 'leads',
    });
    expect(other).toContain('HOST=127.0.0.1 PORT=9000 LEADS_DB=/var/lib/leads/leads.db');
    expect(other).toContain('ReadWritePaths=/var/lib/leads\n');
  });
});
