import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from '@/lib/server/freePort';

/**
 * A throwaway Dovecot (Debian's dovecot-imapd) on a free loopback port, standing in for the office's
 * mail server: one Maildir per user in a temporary folder, any user name with the password below,
 * plain IMAP (no TLS: loopback only). `withoutIdle` leaves IDLE out of its capabilities, as some
 * servers do, so that the reader's polling is what finds new mail. Messages are put into a mailbox
 * as a mail server delivers them: APPEND of a real MIME message.
 */

export const IMAP_PASSWORD = 'imap-test-password';

export interface TestMailServer {
  port: number;
  /** `imap://user:password@127.0.0.1:port/INBOX` for LEADS_IMAP_URL. */
  url: (user: string, mailbox?: string) => string;
  /** Delivers a raw MIME message into a user's mailbox; resolves to its UID. */
  deliver: (user: string, raw: string | Buffer, mailbox?: string) => Promise<number>;
  /** The messages in a user's mailbox: their UIDs and flags (keywords included). */
  messages: (user: string, mailbox?: string) => Promise<{ uid: number; flags: string[] }[]>;
  stop: () => Promise<void>;
}

function dovecotBinary(): string {
  const configured = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
  if (!existsSync(configured))
    throw new Error('Dovecot is not installed: apt-get install -y dovecot-imapd (or set DOVECOT_PATH)');
  return configured;
}

const idOf = (flag: '-u' | '-g', name: string) =>
  Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());

/** The capabilities Dovecot 2.3 announces after login, IDLE left out. */
const WITHOUT_IDLE =
  'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT SORT=DISPLAY THREAD=REFERENCES THREAD=REFS THREAD=ORDEREDSUBJECT MULTIAPPEND URL-PARTIAL CATENATE UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC ESEARCH ESORT SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE SNIPPET=FUZZY PREVIEW=FUZZY PREVIEW STATUS=SIZE SAVEDATE LITERAL+ NOTIFY SPECIAL-USE';

export async function startDovecot(options: { withoutIdle?: boolean } = {}): Promise<TestMailServer> {
  const binary = dovecotBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-imap-'));
  const mail = path.join(dir, 'mail');
  for (const sub of ['run', 'state', 'mail']) mkdirSync(path.join(dir, sub), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, Dovecot's own unprivileged users run it and own the mail; otherwise this user does.
  const mailUser = asRoot ? 'dovecot' : userInfo().username;
  const uid = asRoot ? idOf('-u', 'dovecot') : (process.getuid?.() ?? 1000);
  const gid = asRoot ? idOf('-g', 'dovecot') : (process.getgid?.() ?? 1000);
  // Dovecot's users must reach the mail through the temporary folder (mkdtemp makes it 0700).
  if (asRoot) {
    chmodSync(dir, 0o755);
    chownSync(mail, uid, gid);
  }
  const port = await freePort();
  const config = `protocols = imap
listen = 127.0.0.1
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(uid, 1000)}
first_valid_gid = ${Math.min(gid, 1000)}
mail_location = maildir:${mail}/%u
${asRoot ? '' : `default_internal_user = ${mailUser}\ndefault_login_user = ${mailUser}\n`}${options.withoutIdle ? `imap_capability = ${WITHOUT_IDLE}\n` : ''}passdb {
  driver = static
  args = password=${IMAP_PASSWORD}
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${mail}/%u
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service pop3-login {
  chroot =
}
`;
  const configFile = path.join(dir, 'dovecot.conf');
  writeFileSync(configFile, config);
  const server: ChildProcess = spawn(binary, ['-F', '-c', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const log = () =>
    `${stderr}${existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : ''}`;

  const client = (user: string) =>
    new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user, pass: IMAP_PASSWORD },
      logger: false,
      disableAutoIdle: true,
    });
  const withClient = async <T>(user: string, run: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = client(user);
    await imap.connect();
    try {
      return await run(imap);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await withClient('probe', async () => undefined);
      break;
    } catch (error) {
      if (server.exitCode !== null || Date.now() > deadline)
        throw new Error(`Dovecot did not start: ${String(error)}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return {
    port,
    url: (user, mailbox = 'INBOX') =>
      `imap://${encodeURIComponent(user)}:${encodeURIComponent(IMAP_PASSWORD)}@127.0.0.1:${port}/${encodeURIComponent(mailbox)}`,
    async deliver(user, raw, mailbox = 'INBOX') {
      return withClient(user, async (imap) => {
        const appended = await imap.append(mailbox, raw);
        if (!appended || appended.uid === undefined) throw new Error('APPEND gave no UID');
        return appended.uid;
      });
    },
    async messages(user, mailbox = 'INBOX') {
      return withClient(user, async (imap) => {
        const lock = await imap.getMailboxLock(mailbox);
        try {
          const found: { uid: number; flags: string[] }[] = [];
          if ((imap.mailbox && imap.mailbox.exists) === 0) return found;
          for await (const message of imap.fetch('1:*', { uid: true, flags: true }))
            found.push({ uid: message.uid, flags: [...(message.flags ?? [])].sort() });
          return found;
        } finally {
          lock.release();
        }
      });
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
