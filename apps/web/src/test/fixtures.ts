import { AccountType, SECURITY_TIME_DEFAULT_S, UserType } from '@iotc/shared';
import type { UserInfo } from '@iotc/shared/spaces';

/** A signed-in enterprise owner in space t1 who also belongs to space t2; tests override what they look at. */
export function userInfoFixture(over: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 'u1',
    userName: 'Demo',
    account: 'demo@example.com',
    email: 'demo@example.com',
    phone: null,
    avatar: null,
    tenantId: 't1',
    companyName: 'Acme',
    userType: UserType.Owner,
    accountType: AccountType.Enterprise,
    hasGuided: true,
    tenantList: [
      { tenantId: 't1', companyName: 'Acme', userType: UserType.Owner },
      { tenantId: 't2', companyName: '', userType: UserType.Member },
    ],
    roles: ['owner'],
    permissions: [],
    ImageServer: '/api/files',
    securityTime: SECURITY_TIME_DEFAULT_S,
    isOperator: false,
    ...over,
  };
}
