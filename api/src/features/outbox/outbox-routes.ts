import { OutboxQuery, calls } from '@gbx/contract/schemas';
import { sql } from 'kysely';
import type { App, Services } from '../../http/app-types.js';
import { contractSchema } from '../../http/contract-schema.js';
import { loopbackOnly } from '../../http/loopback-only.js';
import { escapeHtml } from './mail-templates.js';

const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * The developer's mailbox when no SMTP server is configured: GET /dev/outbox (an
 * HTML page) and GET /dev/outbox.json (what the tests and the e2e suite read),
 * newest first. Registered only with DEV_ROUTES=1 outside production, and answered
 * to the API's own machine only: it holds password-reset links.
 */
export function registerOutboxRoutes(app: App, { db, config }: Services): void {
  if (!config.accounts.devRoutes) return;

  const load = async (to: string | undefined, limit: number) => {
    let query = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where(sql<string>`lower(to_address)`, '=', to.trim().toLowerCase());
    const rows = await query.execute();
    return rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: row.text_body.match(LINK) ?? [],
      created_at: new Date(row.created_at).toISOString(),
    }));
  };

  app.get(calls.devOutbox.path, {
    preHandler: loopbackOnly,
    schema: {
      ...contractSchema(calls.devOutbox),
      tags: ['mail'],
      summary: 'Development only: the local outbox as JSON, newest first ({ status, messages: [{ id, to, subject, text, html, links, created_at }] })',
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: '1' as const, messages: await load(request.query.to, request.query.limit ?? 20) };
  });

  app.get('/dev/outbox', {
    preHandler: loopbackOnly,
    schema: { tags: ['mail'], summary: 'Development only: the local outbox as an HTML page', querystring: OutboxQuery },
  }, async (request, reply) => {
    const messages = await load(request.query.to, request.query.limit ?? 50);
    const items = messages.map((message) => {
      const links = message.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('');
      return [
        '<article>',
        `<h2>${escapeHtml(message.subject)}</h2>`,
        `<p class="meta">#${message.id} to <strong>${escapeHtml(message.to)}</strong> at ${escapeHtml(message.created_at)}</p>`,
        `<pre>${escapeHtml(message.text)}</pre>`,
        links ? `<ul>${links}</ul>` : '',
        '</article>',
      ].join('\n');
    });
    const page = [
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>GBX outbox</title>',
      '<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px}article{border:1px solid #ccc;border-radius:6px;padding:12px 16px;margin:16px 0}pre{white-space:pre-wrap}.meta{color:#555}</style>',
      '</head><body>',
      '<h1>Outbox</h1>',
      `<p>Mails the API would have sent (no SMTP_URL set), newest first. JSON: <a href="/dev/outbox.json">/dev/outbox.json</a>${request.query.to ? `, filtered to ${escapeHtml(request.query.to)}` : ''}.</p>`,
      items.length ? items.join('\n') : '<p>No mail yet.</p>',
      '</body></html>',
    ].join('\n');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
