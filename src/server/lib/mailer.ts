/** Outgoing mail: SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

// nodemailer is loaded on the first message, not at start-up.
const loadNodemailer = async () => (await import('nodemailer')).default;

export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    return {
      async send(message) {
        const transport = (await loadNodemailer()).createTransport(smtpUrl);
        try {
          await transport.sendMail({ from: options.from, ...message });
        } finally {
          transport.close();
        }
      },
    };
  }
  return {
    async send(message) {
      const transport = (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
      options.log.info({ to: message.to, file: name }, `Correo guardado en la bandeja de salida: ${message.subject}`);
    },
  };
}
