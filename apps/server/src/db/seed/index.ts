import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AccountType } from '@iotc/shared';
import type { Db } from '../../core/db.ts';
import { users } from '../../core/users.tables.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { seedDictionaries } from '../../modules/dictionary/seed.ts';
import { seedDocuments } from '../../modules/docs/seed.ts';
import { seedMenus } from '../../modules/menus/seed.ts';
import { RoleKey, assignRole } from '../../modules/roles/authority.ts';
import { seedRoles } from '../../modules/roles/seed.ts';
import { seedWelcomeNotice } from '../../modules/notices/seed.ts';
import { addMember, createOwnSpace, ownSpace } from '../../modules/spaces/service.ts';
import { seedDemoWorkOrder } from '../../modules/workOrders/service.ts';
import { seedDemoApp } from '../../modules/apps/seed.ts';
import { seedHardwareModules } from '../../modules/hardwareModules/seed.ts';
import { seedProductClasses } from '../../modules/productClasses/seed.ts';
import { seedDemoProduct } from '../../modules/guide/seed.ts';
import { seedDemoVoice } from '../../modules/voice/seed.ts';

export interface DemoAccount {
  account: string;
  password: string;
  accountType: AccountType;
  companyName: string;
  isOperator: boolean;
  description: string;
}

/** The accounts of the demo data, printed at start and listed in the README. */
export const demoAccounts = {
  demo: {
    account: 'demo@example.com',
    password: 'Demo123456',
    accountType: AccountType.Enterprise,
    companyName: 'Demo Smart Home Co.',
    isOperator: false,
    description: 'enterprise, owns a space and is a member of Partner Lighting Ltd.',
  },
  partner: {
    account: 'partner@example.com',
    password: 'Partner12345',
    accountType: AccountType.Enterprise,
    companyName: 'Partner Lighting Ltd.',
    isOperator: false,
    description: 'enterprise, invited demo@example.com into its space',
  },
  dev: {
    account: 'dev@example.com',
    password: 'Dev1234567',
    accountType: AccountType.Personal,
    companyName: '',
    isOperator: false,
    description: 'personal developer',
  },
  admin: {
    account: 'admin@example.com',
    password: 'Admin123456',
    accountType: AccountType.Personal,
    companyName: '',
    isOperator: true,
    description: 'platform operator',
  },
} satisfies Record<string, DemoAccount>;

/** Creates an activated account with its own space unless it exists; returns its user id. */
async function ensureAccount(db: Db, demo: DemoAccount, now: Date): Promise<string> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.account, demo.account));
  if (existing) return existing.id;
  const passwordHash = await hashPassword(demo.password);
  const userId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      account: demo.account,
      email: demo.account,
      userName: demo.account,
      passwordHash,
      accountType: demo.accountType,
      activatedAt: now,
      isOperator: demo.isOperator,
      createdAt: now,
      updatedAt: now,
    });
    const tenantId = await createOwnSpace(tx, userId, demo.companyName, now);
    if (demo.isOperator) await assignRole(tx, userId, tenantId, RoleKey.Operator);
  });
  return userId;
}

/** Reference data always (upserted, so a restart brings it up to date); demo accounts when asked. Idempotent. */
export async function seed(db: Db, options: { demo: boolean; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => seedRoles(tx, await seedMenus(tx)));
  await seedDictionaries(db);
  await seedDocuments(db);
  await seedProductClasses(db);
  await seedHardwareModules(db);
  if (!options.demo) return;

  const ids = {
    demo: await ensureAccount(db, demoAccounts.demo, now),
    partner: await ensureAccount(db, demoAccounts.partner, now),
  };
  await ensureAccount(db, demoAccounts.dev, now);
  await ensureAccount(db, demoAccounts.admin, now);
  const partnerSpace = await ownSpace(db, ids.partner);
  await addMember(db, ids.demo, partnerSpace, now);
  const demoSpace = await ownSpace(db, ids.demo);
  await seedDemoWorkOrder(db, ids.demo, demoSpace, now);
  await seedDemoApp(db, demoSpace, 'Demo Smart Home', now);
  await seedDemoApp(db, partnerSpace, 'Partner Lighting', now);
  await seedDemoProduct(db, demoSpace, ids.demo, now);
  await seedDemoVoice(db, demoSpace, ids.demo, now);
  await seedWelcomeNotice(db, now);
}

/** True before the first user exists: the embedded mode seeds the demo data then. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return !row;
}
