import { randomUUID } from 'node:crypto';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorCode } from '@iotc/shared';
import { ruleValueProblem } from '@iotc/shared/productRules';
import type { ProductFunction } from '@iotc/shared/functions';
import type {
  ProductRule,
  ProductRuleInput,
  productRuleInputSchema,
  RuleAction,
  RuleCondition,
  ruleDeleteBody,
  ruleEditBody,
  ruleSaveBody,
} from '@iotc/shared/productRules';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { listFunctions } from '../functions/service.ts';
import { partRowsOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { productRules } from './tables.ts';

type RuleRow = typeof productRules.$inferSelect;
type RuleInput = z.output<typeof productRuleInputSchema>;

interface RuleProblem {
  path: (string | number)[];
  key: string;
  params: Record<string, string | number>;
}

/** A rule as answered: its row without its space, the times in epoch seconds. */
function toRule({ tenantId: _tenantId, createdAt, updatedAt, ...rule }: RuleRow): ProductRule {
  return { ...rule, createdAt: epochSeconds(createdAt), updatedAt: epochSeconds(updatedAt) };
}

/**
 * What is wrong with a rule against the product's functions: every condition and action names one
 * of them, its value suits it, comparisons other than == / != only on value functions, and actions
 * only on functions the cloud can send (not report-only).
 */
function ruleProblems(rule: Pick<ProductRuleInput, 'conditions' | 'actions'>, functions: readonly ProductFunction[]): RuleProblem[] {
  const byIdentifier = new Map(functions.map((f) => [f.identifier.toLowerCase(), f]));
  const problems: RuleProblem[] = [];
  for (const [i, c] of rule.conditions.entries()) {
    const fn = byIdentifier.get(c.identifier.toLowerCase());
    if (!fn) {
      problems.push({ path: ['conditions', i, 'identifier'], key: 'validation.functionUnknown', params: { identifier: c.identifier } });
      continue;
    }
    if (c.operator !== '==' && c.operator !== '!=' && fn.dataType !== 'value') problems.push({ path: ['conditions', i, 'operator'], key: 'validation.ruleOperatorValueOnly', params: {} });
    const wrong = ruleValueProblem(fn, c.value);
    if (wrong) problems.push({ path: ['conditions', i, 'value'], ...wrong });
  }
  for (const [i, a] of rule.actions.entries()) {
    const fn = byIdentifier.get(a.identifier.toLowerCase());
    if (!fn) {
      problems.push({ path: ['actions', i, 'identifier'], key: 'validation.functionUnknown', params: { identifier: a.identifier } });
      continue;
    }
    if (fn.rwFlag === 'ro') {
      problems.push({ path: ['actions', i, 'identifier'], key: 'validation.ruleActionReportOnly', params: { identifier: fn.identifier } });
      continue;
    }
    const wrong = ruleValueProblem(fn, a.value);
    if (wrong) problems.push({ path: ['actions', i, 'value'], ...wrong });
  }
  return problems;
}

/** The rule checked against the product's functions (422 listing every problem), its identifiers spelled as the functions spell them. */
async function checkedRule(db: Db, scope: TenantScope, productId: string, rule: RuleInput): Promise<RuleInput> {
  const functions = await listFunctions(db, scope, productId);
  const problems = ruleProblems(rule, functions);
  if (problems.length > 0) {
    throw new z.ZodError(problems.map((p) => ({ code: 'custom' as const, path: p.path, message: p.key, params: p.params, input: undefined })));
  }
  const spelled = new Map(functions.map((f) => [f.identifier.toLowerCase(), f.identifier]));
  const spell = <T extends RuleCondition | RuleAction>(item: T): T => ({ ...item, identifier: spelled.get(item.identifier.toLowerCase())! });
  return { ...rule, conditions: rule.conditions.map(spell), actions: rule.actions.map(spell) };
}

async function ruleOf(db: Db, scope: TenantScope, productId: string, id: string): Promise<RuleRow> {
  const [row] = await db.select().from(productRules).where(scope.where(productRules, eq(productRules.productId, productId), eq(productRules.id, id)));
  if (!row) throw new AppError(ErrorCode.NotFound);
  return row;
}

export async function listRules(db: Db, scope: TenantScope, productId: string): Promise<ProductRule[]> {
  return (await partRowsOf(db, scope, productRules, productId)).map(toRule);
}

export async function saveRule(ctx: EditCtx, scope: TenantScope, body: z.output<typeof ruleSaveBody>): Promise<ProductRule> {
  const { productId, ...input } = body;
  const [row] = await editPart(ctx, scope, productId, async (tx) => {
    const rule = await checkedRule(tx, scope, productId, input);
    const now = ctx.clock.now();
    return tx
      .insert(productRules)
      .values(scope.values({ id: randomUUID(), productId, ...rule, createdAt: now, updatedAt: now }))
      .returning();
  });
  return toRule(row!);
}

export async function editRule(ctx: EditCtx, scope: TenantScope, body: z.output<typeof ruleEditBody>): Promise<ProductRule> {
  const { productId, id, ...input } = body;
  const [row] = await editPart(ctx, scope, productId, async (tx) => {
    await ruleOf(tx, scope, productId, id);
    const rule = await checkedRule(tx, scope, productId, input);
    return tx
      .update(productRules)
      .set(scope.set({ ...rule, updatedAt: ctx.clock.now() }))
      .where(scope.where(productRules, eq(productRules.id, id)))
      .returning();
  });
  return toRule(row!);
}

/** Deletes a rule; answers null (the call's answer carries nothing). */
export async function deleteRule(ctx: EditCtx, scope: TenantScope, body: z.output<typeof ruleDeleteBody>): Promise<null> {
  await editPart(ctx, scope, body.productId, async (tx) => {
    await ruleOf(tx, scope, body.productId, body.id);
    await tx.delete(productRules).where(scope.where(productRules, eq(productRules.id, body.id)));
  });
  return null;
}

/**
 * The first rule of the product that would no longer hold with `functions` as its model (a function
 * it names deleted, renamed, made report-only, or its value out of the new range), or null.
 */
export async function ruleBrokenBy(db: Db, scope: TenantScope, productId: string, functions: readonly ProductFunction[]): Promise<{ rule: string; identifier: string } | null> {
  const rows = await db.select().from(productRules).where(scope.where(productRules, eq(productRules.productId, productId))).orderBy(asc(productRules.createdAt));
  for (const row of rows) {
    const [problem] = ruleProblems(row, functions);
    if (problem) {
      const [list, index] = problem.path as ['conditions' | 'actions', number];
      return { rule: row.name, identifier: row[list][index]!.identifier };
    }
  }
  return null;
}

export async function copyRules(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(productRules).where(scope.where(productRules, eq(productRules.productId, fromProductId))).orderBy(asc(productRules.createdAt), asc(productRules.id));
  if (rows.length === 0) return;
  await tx.insert(productRules).values(
    // A millisecond apart, so the copy lists its rules in the original's order.
    rows.map(({ tenantId: _tenantId, ...row }, i) => scope.values({ ...row, id: randomUUID(), productId: toProductId, createdAt: new Date(now.getTime() + i), updatedAt: now })),
  );
}

export async function ruleCount(db: Db, scope: TenantScope, productId: string): Promise<number> {
  const [row] = await db.select({ count: count() }).from(productRules).where(scope.where(productRules, eq(productRules.productId, productId)));
  return row?.count ?? 0;
}
