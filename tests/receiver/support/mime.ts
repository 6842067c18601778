import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

/**
 * Real MIME messages, as a visitor's mail client sends them (nodemailer's MailComposer: headers
 * encoded, parts and attachments in base64), for the tests that deliver mail to the office's mailbox.
 */
export function mimeMessage(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ ...options, date: options.date ?? new Date() }).compile().build();
}

/** The bytes of a Windows executable's start (MZ, then a PE header): file-type calls it `exe`. */
export function executableBytes(): Buffer {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
}

/** A ZIP archive's bytes (an empty archive: its end-of-central-directory record). */
export function zipBytes(): Buffer {
  const bytes = Buffer.alloc(22);
  bytes.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(26), bytes]);
}

/** A small real PDF. */
export function pdfBytes(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}
