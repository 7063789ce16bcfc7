import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { epochSeconds } from './clock.ts';
import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { outbox } from './mail.tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
  /** Short messages to China mobile numbers. There is no SMS gateway yet: they always go to the outbox. */
  sendSms(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  html: string | null;
  /** Epoch seconds. */
  createdAt: number;
}

export interface MailerOptions {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  smtpUrl: string | null;
  mailFrom: string;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table plus a log line, so a new user can read the message. */
export function createMailer({ db, clock, log, smtpUrl, mailFrom }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function keep(channel: OutboxMessage['channel'], to: string, subject: string, body: string, html: string | null) {
    await db.insert(outbox).values({ channel, recipient: to, subject, body, html, createdAt: clock.now() });
    log.info({ channel, to, subject }, `outbox: ${body}`);
  }

  return {
    async sendMail({ to, subject, text, html }) {
      if (transport) {
        await transport.sendMail({ from: mailFrom, to, subject, text, html });
        return;
      }
      await keep('email', to, subject, text, html ?? null);
    },
    sendSms: (to, text) => keep('sms', to, '', text, null),
  };
}

/** Newest first; `to` narrows to one recipient. */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(options.to ? eq(outbox.recipient, options.to) : undefined)
    .orderBy(desc(outbox.id))
    .limit(options.limit ?? 50);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel === 'sms' ? 'sms' : 'email',
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    html: r.html,
    createdAt: epochSeconds(r.createdAt),
  }));
}
