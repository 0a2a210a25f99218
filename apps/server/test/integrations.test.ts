import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JWK } from 'jose';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseVerifier } from '../src/integrations/firebase/verifier.ts';
import type { FirebaseVerifier } from '../src/integrations/firebase/verifier.ts';
import { createMailSender, createSmtpMailSender } from '../src/integrations/mail/sender.ts';
import { createOutboxRepository } from '../src/integrations/outbox/repository.ts';
import { createHttpSmsGateway, createSmsGateway } from '../src/integrations/sms/gateway.ts';
import { AppError } from '../src/lib/app-error.ts';
import { createTestApp, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';
import { readOutbox } from './helpers/verification.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

describe('outbox SMS gateway and mail sender (no provider configured)', () => {
  it('keep messages in the outbox, newest first, readable through GET /ops/outbox', async () => {
    const outbox = createOutboxRepository(t.app.database.db);
    const sms = createSmsGateway({ smsGatewayUrl: undefined, smsGatewayToken: undefined }, outbox);
    const mail = createMailSender({ smtpUrl: undefined, mailFrom: 'x@y.test' }, outbox);
    expect(sms.kind).toBe('outbox');
    expect(mail.kind).toBe('outbox');
    await sms.send('+639170000001', 'first', { merchantCode: 'LUCKY' });
    await sms.send('+639170000001', 'second', { merchantCode: 'LUCKY' });
    await sms.send('+639170000002', 'other number');
    await mail.send({ to: 'ana@example.test', subject: 'Hello', text: 'plain part', html: '<p>html part</p>', merchantCode: 'GOLDEN' });

    const forNumber = await readOutbox(t.app, { channel: 'sms', recipient: '+639170000001' });
    expect(forNumber.map((m) => m.body)).toEqual(['second', 'first']);
    expect(forNumber[0]).toMatchObject({ channel: 'sms', merchantCode: 'LUCKY', subject: null });
    expect(forNumber[0]?.createdAt).toBeGreaterThan(Date.now() - 60_000);

    const mails = await readOutbox(t.app, { channel: 'mail' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'ana@example.test', subject: 'Hello', body: 'plain part', merchantCode: 'GOLDEN' });

    expect(await readOutbox(t.app, { limit: '2' })).toHaveLength(2);
    expect((await readOutbox(t.app, { merchantCode: 'GOLDEN' })).map((m) => m.channel)).toEqual(['mail']);
  });

  it('guards GET /ops/outbox with the operator token and validates the query', async () => {
    for (const headers of [{}, opsHeaders('not-the-token-not-the-token')]) {
      const res = await t.app.inject({ method: 'GET', url: '/ops/outbox', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'ops.unauthorized' });
    }
    for (const query of ['limit=0', 'limit=201', 'limit=x', 'channel=fax']) {
      const res = await t.app.inject({ method: 'GET', url: `/ops/outbox?${query}`, headers: opsHeaders() });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it('is not served to a bearer token when no OPS_TOKEN is configured (only to signed-in operators)', async () => {
    const closed = await createTestApp({ opsToken: undefined });
    try {
      const res = await closed.app.inject({ method: 'GET', url: '/ops/outbox', headers: opsHeaders() });
      expect(res.statusCode).toBe(401);
      expect(res.json().errorCode).toBe('ops.unauthorized');
    } finally {
      await closed.close();
    }
  });
});

describe('HTTP SMS gateway', () => {
  let server: Server;
  let port: number;
  let received: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[];
  let answer: { status: number; delayMs?: number; echo?: boolean };

  beforeAll(async () => {
    received = [];
    answer = { status: 200 };
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body });
        const reply = answer.echo ? JSON.stringify({ error: 'rejected', request: JSON.parse(body) as unknown }) : '{"id":"m1"}';
        setTimeout(() => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(reply), answer.delayMs ?? 0);
      });
    });
    port = await listen(server);
  });

  afterAll(async () => {
    await close(server);
  });

  it('posts the number and text as JSON with the bearer token', async () => {
    answer = { status: 202 };
    const gateway = createSmsGateway(
      { smsGatewayUrl: `http://127.0.0.1:${port}/v1/messages`, smsGatewayToken: 'secret-token' },
      createOutboxRepository(t.app.database.db),
    );
    expect(gateway.kind).toBe('http');
    await gateway.send('+639171234567', 'Your code is 123456', { merchantCode: 'LUCKY' });
    const last = received.at(-1);
    expect(last).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(last?.headers.authorization).toBe('Bearer secret-token');
    expect(last?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(last?.body ?? '')).toEqual({ to: '+639171234567', text: 'Your code is 123456', reference: 'LUCKY' });
  });

  it('rejects when the provider answers an error status', async () => {
    for (const status of [400, 401, 500, 503]) {
      answer = { status };
      const gateway = createHttpSmsGateway({ url: `http://127.0.0.1:${port}/send`, token: 't' });
      await expect(gateway.send('+639171234567', 'x'), String(status)).rejects.toThrow(new RegExp(`answered ${status}`));
    }
  });

  it('keeps the code and the number out of the error a refusal is logged with, even when the provider echoes them', async () => {
    answer = { status: 400, echo: true };
    const gateway = createHttpSmsGateway({ url: `http://127.0.0.1:${port}/send`, token: 't' });
    const error = await gateway.send('+639171234567', 'Your code is 483920', { merchantCode: 'LUCKY' }).then(
      () => undefined,
      (err: unknown) => err as Error,
    );
    expect(error?.message).toMatch(/answered 400: .*rejected/);
    expect(error?.message).not.toContain('483920');
    expect(error?.message).not.toContain('9171234567');
  });

  it('rejects when the provider does not answer in time or cannot be reached', async () => {
    answer = { status: 200, delayMs: 1000 };
    const slow = createHttpSmsGateway({ url: `http://127.0.0.1:${port}/send`, token: 't', timeoutMs: 100 });
    await expect(slow.send('+639171234567', 'x')).rejects.toThrow(/unreachable/);
    const nowhere = createHttpSmsGateway({ url: 'http://127.0.0.1:1/send', token: 't', timeoutMs: 1000 });
    await expect(nowhere.send('+639171234567', 'x')).rejects.toThrow(/unreachable/);
  });
});

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1')
    .toString('latin1')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP mail sender', () => {
  let smtp: SMTPServer;
  let port: number;
  const messages: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('latin1')));
        stream.on('end', () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the text and HTML parts through SMTP when SMTP_URL is set', async () => {
    const sender = createMailSender({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Lucky Star <no-reply@lucky.test>' }, createOutboxRepository(t.app.database.db));
    expect(sender.kind).toBe('smtp');
    const link = 'http://localhost/m/resetPsw?token=AbC-dEf_0123456789abcdefghijklmnopqrstuvwxyz';
    await sender.send({
      to: 'ben@example.test',
      subject: 'Reset your password – Lucky Star',
      text: `Open this link to choose a new password:\n${link}\nñ`,
      html: `<p><a href="${link}">Choose a new password</a></p>`,
    });
    await sender.close();
    const message = messages.at(-1);
    expect(message?.from).toBe('no-reply@lucky.test');
    expect(message?.to).toEqual(['ben@example.test']);
    const raw = message?.raw ?? '';
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/multipart\/alternative/);
    const decoded = decodeQuotedPrintable(raw);
    expect(decoded).toContain(link);
    expect(decoded).toContain(`href="${link}"`);
    expect(decoded).toContain('ñ');
    // Nothing went to the outbox.
    expect(await readOutbox(t.app, { channel: 'mail', recipient: 'ben@example.test' })).toEqual([]);
  });

  it('rejects when the server cannot be reached', async () => {
    const sender = createSmtpMailSender({ url: 'smtp://127.0.0.1:1', from: 'a@b.test' });
    await expect(sender.send({ to: 'x@y.test', subject: 's', text: 't' })).rejects.toThrow();
    await sender.close();
  });
});

describe('Firebase ID token verifier', () => {
  const projectId = 'lobby-test-project';
  let jwks: Server;
  let jwksUrl: string;
  let key: CryptoKey;
  let otherKey: CryptoKey;
  let verifier: FirebaseVerifier;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    key = pair.privateKey;
    otherKey = (await generateKeyPair('RS256')).privateKey;
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] }));
    });
    jwksUrl = `http://127.0.0.1:${await listen(jwks)}/jwks`;
    verifier = createFirebaseVerifier({ projectId, jwksUrl });
  });

  afterAll(async () => {
    await close(jwks);
  });

  function token(
    claims: Record<string, unknown> = {},
    options: { signWith?: CryptoKey; kid?: string; iss?: string; aud?: string; exp?: number } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ phone_number: '+639171234567', auth_time: now - 10, firebase: { sign_in_provider: 'phone' }, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'k1' })
      .setIssuer(options.iss ?? `https://securetoken.google.com/${projectId}`)
      .setAudience(options.aud ?? projectId)
      .setSubject('firebase-uid-1')
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 3600)
      .sign(options.signWith ?? key);
  }

  async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
    try {
      await promise;
      return undefined;
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      return (err as AppError).errorCode;
    }
  }

  it('returns the verified phone number and uid of a good token', async () => {
    expect(verifier.enabled).toBe(true);
    await expect(verifier.verifyIdToken(await token())).resolves.toEqual({ phoneNumber: '+639171234567', uid: 'firebase-uid-1' });
  });

  it('refuses another project, another issuer, an expired token, a foreign signature and a token without a phone', async () => {
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      audience: await token({}, { aud: 'other-project' }),
      issuer: await token({}, { iss: 'https://securetoken.google.com/other-project' }),
      expired: await token({}, { exp: now - 3600 }),
      signature: await token({}, { signWith: otherKey }),
      unknownKey: await token({}, { kid: 'k2' }),
      noPhone: await token({ phone_number: undefined }),
      futureAuth: await token({ auth_time: now + 3600 }),
      garbage: 'not.a.token',
    };
    for (const [name, jwt] of Object.entries(bad)) {
      expect(await codeOf(verifier.verifyIdToken(jwt)), name).toBe('sms.code.invalid');
    }
  });

  it('is disabled without a project id: 403 feature.disabled', async () => {
    const disabled = createFirebaseVerifier({ projectId: undefined, jwksUrl });
    expect(disabled.enabled).toBe(false);
    const err = await disabled.verifyIdToken(await token()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).errorCode).toBe('feature.disabled');
    expect((err as AppError).statusCode).toBe(403);
  });
});
