import { eq } from 'drizzle-orm';
import { pairingImageUpload, pairingVideoUpload } from '@iotc/shared/networkGuide';
import type { NetworkGuide, PairingStep, SaveNetworkGuideBody } from '@iotc/shared/networkGuide';
import { epochSeconds } from '../../core/clock.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { TenantScope } from '../../core/tenancy.ts';
import { rejection } from '../files/routes.ts';
import { checkStoredFile, UploadRejected } from '../files/service.ts';
import { productOf } from '../products/access.ts';
import { editPart, type EditCtx } from '../products/parts.ts';
import { DEFAULT_MEDIA, defaultGuide } from './defaults.ts';
import { networkGuides } from './tables.ts';

/** The product's saved guide, or the default guide of its network type while none is saved. */
export async function getNetworkGuide(db: Db, scope: TenantScope, productId: string): Promise<NetworkGuide> {
  const product = await productOf(db, scope, productId);
  const [row] = await db.select().from(networkGuides).where(scope.where(networkGuides, eq(networkGuides.productId, productId)));
  if (row) return { productId, steps: row.steps, isDefault: false, updatedAt: epochSeconds(row.updatedAt) };
  return { productId, steps: defaultGuide(product.networkType), isDefault: true, updatedAt: null };
}

/**
 * Checks a step's media: a default guide's illustration as it is, anything else must be a file uploaded
 * to this space whose bytes pass the pairing limits of its media type (image png/gif/jpg ≤ 300K; video
 * mp4 ≤ 500K and ≤ 15 s), so a video saved as an image step (or the other way round) is refused.
 */
async function checkStepMedia(storage: Storage, tenantId: string, step: PairingStep, index: number): Promise<void> {
  const checks = step.mediaType === 'image' ? pairingImageUpload : pairingVideoUpload;
  const where = { step: index + 1, field: `steps.${index}.mediaUrl` };
  const defaultType = DEFAULT_MEDIA.get(step.mediaUrl);
  try {
    if (defaultType === undefined) await checkStoredFile(storage, tenantId, step.mediaUrl, checks);
    else if (defaultType !== step.mediaType) throw new UploadRejected({ kind: 'wrongType', accept: checks.accept });
  } catch (error) {
    if (!(error instanceof UploadRejected)) throw error;
    // The same message as the upload call, with the step it concerns for the form.
    const refused = rejection(error.problem);
    throw new AppError(refused.code, refused.params, refused.messageKey, where);
  }
}

/** Replaces the product's guide (1-4 steps); refused while the product is published. */
export async function saveNetworkGuide(
  ctx: EditCtx & { storage: Storage },
  scope: TenantScope,
  body: SaveNetworkGuideBody,
): Promise<NetworkGuide> {
  const { productId } = body;
  const steps: PairingStep[] = body.steps.map(({ textZh, textEn, mediaType, mediaUrl }) => ({ textZh, textEn, mediaType, mediaUrl }));
  const now = ctx.clock.now();
  await editPart(ctx, scope, productId, {
    check: async () => {
      for (const [index, step] of steps.entries()) await checkStepMedia(ctx.storage, scope.tenantId, step, index);
    },
    write: async (tx) => {
      await tx
        .insert(networkGuides)
        .values(scope.values({ productId, steps, updatedAt: now }))
        .onConflictDoUpdate({ target: networkGuides.productId, set: scope.set({ steps, updatedAt: now }) });
    },
  });
  return { productId, steps, isDefault: false, updatedAt: epochSeconds(now) };
}

/** Copies the saved guide (its files are immutable, so the copy shares their urls). */
export async function copyNetworkGuide(tx: Db, scope: TenantScope, fromProductId: string, toProductId: string, now: Date): Promise<void> {
  const [row] = await tx.select().from(networkGuides).where(scope.where(networkGuides, eq(networkGuides.productId, fromProductId)));
  if (!row) return;
  await tx.insert(networkGuides).values(scope.values({ productId: toProductId, steps: row.steps, updatedAt: now }));
}

/** A guide was saved for the product (not only the default one). */
export async function hasNetworkGuide(db: Db, scope: TenantScope, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ productId: networkGuides.productId })
    .from(networkGuides)
    .where(scope.where(networkGuides, eq(networkGuides.productId, productId)));
  return row !== undefined;
}
