import { AccountType, SECURITY_TIME_DEFAULT_S, UserType } from '@iotc/shared';
import { type CertificationDetail, CertificationStatus } from '@iotc/shared/certification';
import type { MenuItem } from '@iotc/shared/menus';
import type { UserInfo } from '@iotc/shared/spaces';

/** A maker of test objects: a copy of `defaults`, with what a test says otherwise. */
export const fixtureOf =
  <T extends object>(defaults: T) =>
  (over: Partial<T> = {}): T => ({ ...structuredClone(defaults), ...over });

/** A signed-in enterprise owner in space t1 who also belongs to space t2; tests override what they look at. */
export const userInfoFixture = fixtureOf<UserInfo>({
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
});

/** A visible, enabled top-level page of the admin module, named after its id; tests override what they look at. */
export function menuItemFixture(over: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem {
  return {
    name: over.id,
    title: over.id,
    titleEn: over.id,
    path: '',
    component: '',
    icon: '',
    redirect: null,
    menuType: 1,
    moduleType: 'sys_admin',
    parentId: null,
    status: 1,
    visible: 1,
    weigh: 10,
    isCache: 0,
    isFrame: 0,
    isHideChildMenu: 0,
    perms: '',
    children: [],
    ...over,
  };
}

/** A pending enterprise certification of Acme with every field and image filled in. */
export const certificationFixture = fixtureOf<CertificationDetail>({
  id: 'r1',
  status: CertificationStatus.Pending,
  reason: null,
  submittedAt: 1_700_000_000,
  reviewedAt: null,
  companyName: 'Acme',
  nature: '1',
  natureLabel: 'Limited liability company',
  licenseNumber: 'L-1',
  licenseImage: '/api/files/t1/certification/a.png',
  legalPerson: 'Zhang San',
  applicant: 'Li Si',
  idNumber: '11010519491231002X',
  idCardFront: '/api/files/t1/certification/b.png',
  idCardBack: '/api/files/t1/certification/c.png',
  phone: '0755-1234',
  address: 'Shenzhen',
});
