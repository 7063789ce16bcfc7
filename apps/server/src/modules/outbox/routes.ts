import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../../core/mail.ts';
import type { OutboxMessage } from '../../core/mail.ts';
import { answer } from '../../core/answers.ts';
import { outboxAnswers } from './access.ts';

export const OUTBOX_PAGE = '/dev/outbox';
export const OUTBOX_API = '/api/dev/outbox';

/** A kept message as the outbox call answers it (OutboxMessage). */
const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  html: z.string().nullable(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escapes the text, then makes the http(s) links in it clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${new Date(m.createdAt * 1000).toISOString().replace('T', ' ').slice(0, 19)} UTC</td>` +
        `<td>${m.channel}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>` +
        `<td><pre>${linkify(m.body)}</pre></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4em;vertical-align:top;text-align:left}pre{white-space:pre-wrap;margin:0}</style>
</head><body>
<h1>Outbox</h1>
<p>E-mails and SMS of this development installation, newest first (times in UTC). Nothing here was sent.</p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table>
</body></html>`;
}

/**
 * The developer page where a new user of the embedded mode reads codes and activation links.
 * Anyone reading it could reset any password, so it answers only outboxAnswers' clients; the others
 * get the 404 of an unknown path, which does not tell them it exists.
 */
export default async function outboxRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (outboxAnswers(app.config, request)) return;
    reply.callNotFound();
    return reply;
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = z.object({ to: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) });

  r.get(OUTBOX_PAGE, { schema: { hide: true, querystring: query } }, async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(page(await listOutbox(app.db, request.query))),
  );

  r.get(
    OUTBOX_API,
    {
      config: { public: true },
      schema: { tags: ['dev'], summary: 'Outbox messages, newest first (embedded mode only)', querystring: query, response: answer(z.array(outboxMessage)) },
    },
    async (request, reply) => {
      const messages: z.infer<typeof outboxMessage>[] = await listOutbox(app.db, request.query);
      return reply.ok(messages);
    },
  );
}
