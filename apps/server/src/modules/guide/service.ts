import { UserType } from '@iotc/shared';
import type { GuideState } from '@iotc/shared/guide';
import type { Db } from '../../core/db.ts';
import { isGuided } from '../spaces/guided.ts';

export async function guideState(db: Db, userId: string, tenantId: string, userType: UserType): Promise<GuideState> {
  return { tenantId, hasGuided: await isGuided(db, userId, tenantId), isOwnerSpace: userType === UserType.Owner };
}
