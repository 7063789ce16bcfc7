import type { ProductClass } from '@iotc/shared/productClasses';
import type { DevelopmentScheme, NetworkType, PowerConsumeType } from '@iotc/shared/products';
import type { ProductInfoValues } from './components/ProductInfoFields';

/** What steps 1-3 of the create wizard chose; step 4's fields live in its form. */
export interface Choices {
  productType: ProductClass | null;
  scheme: DevelopmentScheme | null;
  networkType: NetworkType | null;
  powerConsumeType: PowerConsumeType | null;
  moduleId: string | null;
}

export const NOTHING: Choices = { productType: null, scheme: null, networkType: null, powerConsumeType: null, moduleId: null };

/** A product being created: the wizard's choices and the information typed so far. */
export interface CreateDraft {
  choices: Choices;
  info: Partial<ProductInfoValues>;
}

/**
 * The wizard's draft lives in the browser tab's session storage, per space, so browser Back and Forward,
 * the tab bar and a reload find the product where it was left; finishing or cancelling forgets it.
 */
const storageKey = (tenantId: string) => `iotc.productDraft.${tenantId}`;

export function readDraft(tenantId: string): CreateDraft | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(tenantId)) ?? 'null') as CreateDraft | null;
    if (!kept?.choices || typeof kept.choices !== 'object') return null;
    return { choices: { ...NOTHING, ...kept.choices }, info: kept.info && typeof kept.info === 'object' ? kept.info : {} };
  } catch {
    return null;
  }
}

/** Keeps the choices or the information (each written where it changes), the other part as it was. */
export function updateDraft(tenantId: string, part: Partial<CreateDraft>): void {
  const draft = { ...(readDraft(tenantId) ?? { choices: NOTHING, info: {} }), ...part };
  sessionStorage.setItem(storageKey(tenantId), JSON.stringify(draft));
}

export function forgetDraft(tenantId: string): void {
  sessionStorage.removeItem(storageKey(tenantId));
}

/** The address's `step` (1-4) as an index, null when absent or not a step. */
export function stepOfAddress(value: string | null, steps: number): number | null {
  const step = Number(value);
  return value !== null && Number.isInteger(step) && step >= 1 && step <= steps ? step - 1 : null;
}
