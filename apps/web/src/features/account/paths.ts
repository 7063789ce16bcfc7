/** Routes of the account pages (their menu rows are seeded by modules/menus on the server). */
export const BASIC_INFO_PATH = '/account/basicInfo/index';
export const ENTERPRISE_INFO_PATH = '/account/enterpriseInfo/index';
export const CERTIFICATION_PATH = '/account/enterpriseCertification/index';
export const SECURITY_PATH = '/account/securitySet/index';
