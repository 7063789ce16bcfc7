import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  AccountType,
  ACTIVATION_VALID_HOURS,
  ErrorCode,
  isEmail,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_S,
  VERIFICATION_CODE_TTL_S,
} from '@iotc/shared';
import { authPaths } from '@iotc/shared/auth';
import type { Lang } from '@iotc/shared';
import type {
  ForgetPasswordBody,
  LoginBody,
  RegisterBody,
  RegisterResult,
  UpdatePwdBody,
  VerificationCodeSent,
  VerificationPurpose,
} from '@iotc/shared/auth';
import { sha256 } from '../../core/auth.ts';
import type { AuthContext, IssuedTokens } from '../../core/auth.ts';
import { addSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../core/context.ts';
import { isUniqueViolation } from '../../core/db.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { users } from '../../core/users.tables.ts';
import { createOwnSpace, landingSpace } from '../spaces/service.ts';
import { activationMessage, codeMessage } from './mails.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { activationTokens, verificationCodes } from './tables.ts';
import { forgiveLogin, loginLimits, reserveAttempt, sendLimits } from './throttle.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer'>;

/** E-mail accounts are case-insensitive: they are stored and looked up in lower case. */
export function normalizeAccount(account: string): string {
  const trimmed = account.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed;
}

async function findUser(db: Db, account: string) {
  const [user] = await db.select().from(users).where(eq(users.account, account));
  return user ?? null;
}

function codeHash(secret: string, purpose: VerificationPurpose, account: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${account}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Sends a 6-digit code by e-mail or SMS. `register` needs an account that does not exist yet,
 * `resetPassword` one that does. Within the limits per account and per client address (sendLimits);
 * a new code replaces the old one.
 */
export async function sendVerificationCode(
  ctx: Ctx,
  rawAccount: string,
  purpose: VerificationPurpose,
  address: string,
  lang: Lang,
): Promise<VerificationCodeSent> {
  const { db, clock } = ctx;
  const account = normalizeAccount(rawAccount);
  const exists = (await findUser(db, account)) !== null;
  if (purpose === 'register' && exists) throw new AppError(ErrorCode.AccountExists);
  if (purpose === 'resetPassword' && !exists) throw new AppError(ErrorCode.AccountNotFound);

  const now = clock.now();
  await reserveAttempt(db, sendLimits(account, address), now);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.account, account), eq(verificationCodes.purpose, purpose), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      id: randomUUID(),
      account,
      purpose,
      codeHash: codeHash(ctx.config.jwtSecret, purpose, account, code),
      expiresAt: addSeconds(now, VERIFICATION_CODE_TTL_S),
      createdAt: now,
    });
  });

  const message = codeMessage(lang, code, purpose);
  if (isEmail(account)) await ctx.mailer.sendMail({ to: account, subject: message.subject, text: message.text });
  else await ctx.mailer.sendSms(account, message.text);
  return { resendAfter: VERIFICATION_CODE_RESEND_S, expiresIn: VERIFICATION_CODE_TTL_S };
}

/**
 * Checks a code and returns its id, to be consumed in the caller's transaction. A wrong guess is
 * counted at once (outside any transaction, so the caller's failure cannot undo it); the last
 * allowed wrong guess burns the code.
 */
async function checkCode(ctx: Ctx, account: string, purpose: VerificationPurpose, code: string): Promise<string> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.account, account),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.CodeInvalid);
  if (!sameHash(row.codeHash, codeHash(ctx.config.jwtSecret, purpose, account, code))) {
    const tries = row.tries + 1;
    await db
      .update(verificationCodes)
      .set({ tries, consumedAt: tries >= VERIFICATION_CODE_MAX_TRIES ? now : null })
      .where(eq(verificationCodes.id, row.id));
    throw new AppError(ErrorCode.CodeInvalid);
  }
  return row.id;
}

/** Marks the code used; a code used by a concurrent request in the meantime fails the transaction. */
async function consumeCode(db: Db, id: string, now: Date): Promise<void> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length === 0) throw new AppError(ErrorCode.CodeInvalid);
}

function activationLink(ctx: Ctx, token: string): string {
  return `${ctx.config.publicUrl}/api${authPaths.activate}?token=${token}`;
}

/** Stores a new activation token (only its hash) and returns the token for the link. */
async function createActivationToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(activationTokens).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: addSeconds(now, ACTIVATION_VALID_HOURS * 3600),
    createdAt: now,
  });
  return token;
}

async function sendActivation(ctx: Ctx, email: string, token: string, lang: Lang): Promise<void> {
  await ctx.mailer.sendMail({ to: email, ...activationMessage(lang, activationLink(ctx, token)) });
}

/**
 * Creates the user and their own space. An e-mail account gets an activation link; a mobile
 * account is activated by the SMS code it registered with.
 */
export async function register(ctx: Ctx, body: RegisterBody, lang: Lang): Promise<RegisterResult> {
  const { db } = ctx;
  const account = normalizeAccount(body.account);
  if (await findUser(db, account)) throw new AppError(ErrorCode.AccountExists);
  const codeId = await checkCode(ctx, account, 'register', body.code);
  const passwordHash = await hashPassword(body.password);

  const now = ctx.clock.now();
  const email = isEmail(account) ? account : null;
  const userId = randomUUID();
  const companyName = body.accountType === AccountType.Enterprise ? (body.companyName ?? '').trim() : '';
  let activationToken: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await consumeCode(tx, codeId, now);
      await tx.insert(users).values({
        id: userId,
        account,
        email,
        phone: email ? null : account,
        userName: account,
        passwordHash,
        accountType: body.accountType,
        activatedAt: email ? null : now,
        createdAt: now,
        updatedAt: now,
      });
      await createOwnSpace(tx, userId, companyName, now);
      if (email) activationToken = await createActivationToken(tx, userId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.AccountExists);
    throw error;
  }

  if (email && activationToken) await sendActivation(ctx, email, activationToken, lang);
  return { account, activationEmail: email, activated: email === null, activationValidHours: ACTIVATION_VALID_HOURS };
}

/** Follows an activation link: true when it activated the account. */
/** Consumes an activation link; answers the activated account (its e-mail, for the login form), or null when invalid or expired. */
export async function activate(ctx: Pick<Ctx, 'db' | 'clock'>, token: string): Promise<string | null> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(activationTokens)
      .set({ consumedAt: now })
      .where(
        and(eq(activationTokens.tokenHash, sha256(token)), isNull(activationTokens.consumedAt), gt(activationTokens.expiresAt, now)),
      )
      .returning({ userId: activationTokens.userId });
    if (!row) return null;
    await tx.update(users).set({ activatedAt: now, updatedAt: now }).where(and(eq(users.id, row.userId), isNull(users.activatedAt)));
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    return user?.email ?? null;
  });
}

/** A fresh activation link; the earlier ones stop working. Counted with the codes (sendLimits). */
export async function resendActivation(
  ctx: Ctx,
  rawAccount: string,
  address: string,
  lang: Lang,
): Promise<Pick<RegisterResult, 'activationEmail' | 'activationValidHours'>> {
  const { db } = ctx;
  const account = normalizeAccount(rawAccount);
  const user = await findUser(db, account);
  if (!user) throw new AppError(ErrorCode.AccountNotFound);
  // Mobile accounts are activated at registration, so only e-mail accounts can be waiting here.
  if (user.activatedAt || !user.email) throw new AppError(ErrorCode.AlreadyActivated);

  const now = ctx.clock.now();
  await reserveAttempt(db, sendLimits(account, address), now);

  const token = await db.transaction(async (tx) => {
    await tx
      .update(activationTokens)
      .set({ consumedAt: now })
      .where(and(eq(activationTokens.userId, user.id), isNull(activationTokens.consumedAt)));
    return createActivationToken(tx, user.id, now);
  });
  await sendActivation(ctx, user.email, token, lang);
  return { activationEmail: user.email, activationValidHours: ACTIVATION_VALID_HOURS };
}

/**
 * Password login, throttled per account at the caller's address and per address (loginLimits); lands in the
 * preferred or own space. Every attempt is recorded before the password check and stays recorded as a failure
 * unless the password is right.
 */
export async function login(ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>, body: LoginBody, address: string): Promise<IssuedTokens> {
  const { db } = ctx;
  const account = normalizeAccount(body.account);
  const attempt = await reserveAttempt(db, loginLimits(account, address), ctx.clock.now());

  const user = await findUser(db, account);
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !matches) throw new AppError(ErrorCode.WrongCredentials);
  await forgiveLogin(db, attempt, account, address);
  if (!user.activatedAt) throw new AppError(ErrorCode.AccountNotActivated);
  if (user.status !== 1) throw new AppError(ErrorCode.AccountDisabled);

  const tenantId = await landingSpace(db, user.id, user.preferredTenantId);
  return ctx.sessions.open(user.id, tenantId, user.securityTime);
}

/** Resets the password with a code sent to the account; every session of the user ends. */
export async function forgetPassword(
  ctx: Ctx & Pick<AppContext, 'sessions'>,
  body: ForgetPasswordBody,
): Promise<void> {
  const { db } = ctx;
  const account = normalizeAccount(body.account);
  const user = await findUser(db, account);
  if (!user) throw new AppError(ErrorCode.AccountNotFound);
  const codeId = await checkCode(ctx, account, 'resetPassword', body.code);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    await consumeCode(tx, codeId, now);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await ctx.sessions.revokeUserSessions(user.id, null, tx);
  });
}

/** Changes the password of the signed-in user; their other sessions end, this one stays. */
export async function updatePassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions'>,
  auth: AuthContext,
  body: UpdatePwdBody,
): Promise<void> {
  const { db } = ctx;
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, auth.userId));
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) throw new AppError(ErrorCode.WrongOldPassword);
  const passwordHash = await hashPassword(body.newPassword);
  const now = ctx.clock.now();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, auth.userId));
    await ctx.sessions.revokeUserSessions(auth.userId, auth.sessionId, tx);
  });
}
