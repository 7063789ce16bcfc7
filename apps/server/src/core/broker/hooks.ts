import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { brokerHookPaths } from '@iotc/shared';
import type { Bus } from '../realtime.ts';
import { HOOK_SECRET_HEADER, SERVER_USERNAME, hookSecret, sameSecret, type BrokerAccess } from './access.ts';
import type { BrokerIdentity, DeviceDirectory } from './types.ts';

/** Console identities learnt by the auth hook, broadcast so that the instance answering the ACL hook knows them too. */
const IDENTITY_TOPIC = 'broker.identity';
/** How long a console connection's identity is remembered after its last hook call. */
const IDENTITY_TTL_MS = 24 * 3600_000;
const IDENTITIES_MAX = 50_000;

const authBody = z.object({ clientid: z.string().max(256), username: z.string().max(256).optional(), password: z.string().max(4096).optional() });
const aclBody = z.object({
  clientid: z.string().max(256),
  username: z.string().max(256).optional(),
  topic: z.string().max(1024),
  /** EMQX's action; mosquitto-go-auth sends `acc` instead (1 read, 2 write, 3 both, 4 subscribe). */
  action: z.enum(['publish', 'subscribe']).optional(),
  acc: z.coerce.number().int().optional(),
});
const answer = z.object({ result: z.enum(['allow', 'deny']), is_superuser: z.boolean().optional() });

type ConsoleIdentity = Extract<BrokerIdentity, { kind: 'console' }>;

/**
 * The broker-side hook of external mode: an EMQX or Mosquitto auth plugin calls these for every connect,
 * publish and subscribe, and gets the answer of the embedded broker's own code (BrokerAccess). Public
 * routes, guarded by the hook secret header instead of a token.
 */
export async function brokerHookRoutes(app: FastifyInstance, deps: { access: BrokerAccess; directory: DeviceDirectory; bus: Bus; deviceSecret: string }): Promise<void> {
  const { access, directory, bus } = deps;
  const secret = hookSecret(deps.deviceSecret);
  const consoles = new Map<string, { identity: ConsoleIdentity; until: number }>();
  const keyOf = (clientId: string, username: string | undefined) => `${clientId}\n${username ?? ''}`;

  function remember(key: string, identity: ConsoleIdentity): void {
    consoles.delete(key);
    // Oldest first in insertion order: full, the least recently seen go.
    if (consoles.size >= IDENTITIES_MAX) consoles.delete(consoles.keys().next().value!);
    consoles.set(key, { identity, until: Date.now() + IDENTITY_TTL_MS });
  }
  bus.subscribe(IDENTITY_TOPIC, (message, fromHere) => {
    if (fromHere) return;
    const { key, identity } = JSON.parse(message) as { key: string; identity: ConsoleIdentity };
    remember(key, identity);
  });

  async function identityOf(clientId: string, username: string | undefined): Promise<BrokerIdentity | null> {
    // Only the server's password passes the auth hook with this username.
    if (username === SERVER_USERNAME) return { kind: 'server' };
    const device = await directory.get(clientId);
    if (device) return device.username === username ? { kind: 'device', device } : null;
    const key = keyOf(clientId, username);
    const known = consoles.get(key);
    if (!known || known.until < Date.now()) return null;
    remember(key, known.identity);
    return known.identity;
  }

  /** The secret in its header, or in the `secret` query parameter for plugins that cannot add headers (mosquitto-go-auth). */
  function allowed(request: FastifyRequest): boolean {
    const given = request.headers[HOOK_SECRET_HEADER] ?? (request.query as { secret?: unknown } | undefined)?.secret;
    return typeof given === 'string' && sameSecret(given, secret);
  }

  function reply(res: FastifyReply, allow: boolean, superuser = false) {
    return res.status(allow ? 200 : 403).send(allow ? { result: 'allow', ...(superuser ? { is_superuser: true } : {}) } : { result: 'deny' });
  }

  const config = { public: true };
  const schema = (body: z.ZodType) => ({ hide: true, body, response: { 200: answer, 403: answer } });

  app.post(brokerHookPaths.auth, { config, schema: schema(authBody) }, async (request, res) => {
    if (!allowed(request)) return reply(res, false);
    const { clientid, username, password } = request.body as z.output<typeof authBody>;
    const identity = await access.authenticate(clientid, username, password);
    if (identity?.kind === 'console') {
      const key = keyOf(clientid, username);
      remember(key, identity);
      await bus.publish(IDENTITY_TOPIC, JSON.stringify({ key, identity }));
    }
    return reply(res, identity !== null, identity?.kind === 'server');
  });

  app.post(brokerHookPaths.acl, { config, schema: schema(aclBody) }, async (request, res) => {
    if (!allowed(request)) return reply(res, false);
    const body = request.body as z.output<typeof aclBody>;
    const action = body.action ?? (body.acc === 2 ? 'publish' : body.acc === 1 || body.acc === 4 ? 'subscribe' : null);
    const identity = await identityOf(body.clientid, body.username);
    if (!identity || !action) return reply(res, false);
    return reply(res, action === 'publish' ? await access.mayPublish(identity, body.topic) : await access.maySubscribe(identity, body.topic));
  });
}
