/**
 * Error codes of the `{ code, msg, data }` envelope, with the HTTP status each travels with
 * and the message key it is translated from (see i18n/messages.ts).
 * HTTP 400 is never used: the console's request client treats it as a lost session.
 */
export const ErrorCode = {
  Success: 0,
  /** The spec's legacy expiry code; the client logs out on it. Never sent by this server. */
  LegacyExpired: 400,
  Internal: 10000,
  Validation: 10001,
  NotFound: 10002,
  Conflict: 10003,
  Forbidden: 10004,
  TooManyRequests: 10005,
  PayloadTooLarge: 10006,
  UnsupportedMedia: 10007,
  /** A service the server depends on (the database) is unreachable for now: try again shortly (HTTP 503). */
  ServiceUnavailable: 10008,
  /** Missing, invalid or expired access token (spec 000 §8). */
  TokenExpired: 20001,
  WrongCredentials: 20002,
  AccountNotActivated: 20003,
  AccountDisabled: 20004,
  RefreshTokenInvalid: 20005,
  AccountExists: 20006,
  AccountNotFound: 20007,
  CodeInvalid: 20008,
  CodeTooFrequent: 20009,
  ActivationInvalid: 20010,
  NotMemberOfSpace: 20011,
  WrongOldPassword: 20012,
  AlreadyActivated: 20013,
  /** Account settings: only the owner of the space (userType 1). */
  OwnerOnly: 30001,
  /** Enterprise info and certification: enterprise accounts only. */
  EnterpriseOnly: 30002,
  CertificationPending: 30003,
  AlreadyCertified: 30004,
  /** More than 3 work orders in progress (spec 000 §5). */
  WorkOrderLimit: 31001,
  WorkOrderClosed: 31002,
  TooManyMedia: 31003,
  /** The product is published (development finished): its information is read-only. */
  ProductPublished: 32001,
  /** A product with activated devices cannot be deleted. */
  ProductHasDevices: 32002,
  /** completeDevelop with required checks failing (the answer's data is DevelopmentChecks). */
  DevelopmentIncomplete: 32003,
  /** A DP ID or identifier already used by another function of the product. */
  FunctionTaken: 32004,
  /** An imported model breaks rules (the answer's data is ImportFuncRefusal). */
  ModelInvalid: 32005,
  /** A manual in that language exists; delete it first. */
  ManualExists: 32006,
  /** More than 20 App test accounts, or the account is already one. */
  TestAccountLimit: 32007,
  TestAccountExists: 32008,
  /** A product class with children or products cannot be deleted. */
  ProductClassInUse: 32009,
  /** The product is not in development status (return to development from a developing product). */
  ProductNotPublished: 32010,
  /** Not enough device quota left: the space owner contacts the provider (data: DeviceQuota). */
  DeviceQuotaExceeded: 33001,
  /** The serial-number file is not a readable xlsx / csv, or its rows do not match the count. */
  SerialFileInvalid: 33002,
  /** A serial number already used by a device of the product (or twice in the file). */
  SerialTaken: 33003,
  /** The device is offline: a control or query cannot reach it. */
  DeviceOffline: 33004,
  /** Too many virtual devices for one product. */
  VirtualDeviceLimit: 33005,
  /** A job that has not finished (its file is not ready), or one that failed. */
  JobNotReady: 33006,
  /** A batch of real debug devices beyond what the space owner's account type allows (10 / 30 / 100). */
  DebugDeviceBatchLimit: 33101,
  /** The device is already a debug device. */
  DebugDeviceExists: 33102,
  /** The account is already an App account of that app. */
  AppAccountExists: 33103,
  /** A product has PUSHES_PER_PRODUCT_MAX device message pushes already. */
  DevicePushLimit: 33201,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorHttpStatus: Record<ErrorCode, number> = {
  [ErrorCode.Success]: 200,
  [ErrorCode.LegacyExpired]: 401,
  [ErrorCode.Internal]: 500,
  [ErrorCode.Validation]: 422,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.TooManyRequests]: 429,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMedia]: 415,
  [ErrorCode.ServiceUnavailable]: 503,
  [ErrorCode.TokenExpired]: 401,
  [ErrorCode.WrongCredentials]: 401,
  [ErrorCode.AccountNotActivated]: 403,
  [ErrorCode.AccountDisabled]: 403,
  [ErrorCode.RefreshTokenInvalid]: 401,
  [ErrorCode.AccountExists]: 409,
  [ErrorCode.AccountNotFound]: 404,
  [ErrorCode.CodeInvalid]: 422,
  [ErrorCode.CodeTooFrequent]: 429,
  [ErrorCode.ActivationInvalid]: 422,
  [ErrorCode.NotMemberOfSpace]: 403,
  [ErrorCode.WrongOldPassword]: 422,
  [ErrorCode.AlreadyActivated]: 409,
  [ErrorCode.OwnerOnly]: 403,
  [ErrorCode.EnterpriseOnly]: 403,
  [ErrorCode.CertificationPending]: 409,
  [ErrorCode.AlreadyCertified]: 409,
  [ErrorCode.WorkOrderLimit]: 409,
  [ErrorCode.WorkOrderClosed]: 409,
  [ErrorCode.TooManyMedia]: 422,
  [ErrorCode.ProductPublished]: 409,
  [ErrorCode.ProductHasDevices]: 409,
  [ErrorCode.DevelopmentIncomplete]: 409,
  [ErrorCode.FunctionTaken]: 409,
  [ErrorCode.ModelInvalid]: 422,
  [ErrorCode.ManualExists]: 409,
  [ErrorCode.TestAccountLimit]: 409,
  [ErrorCode.TestAccountExists]: 409,
  [ErrorCode.ProductClassInUse]: 409,
  [ErrorCode.ProductNotPublished]: 409,
  [ErrorCode.DeviceQuotaExceeded]: 409,
  [ErrorCode.SerialFileInvalid]: 422,
  [ErrorCode.SerialTaken]: 409,
  [ErrorCode.DeviceOffline]: 409,
  [ErrorCode.VirtualDeviceLimit]: 409,
  [ErrorCode.JobNotReady]: 409,
  [ErrorCode.DebugDeviceBatchLimit]: 409,
  [ErrorCode.DebugDeviceExists]: 409,
  [ErrorCode.AppAccountExists]: 409,
  [ErrorCode.DevicePushLimit]: 409,
};

/** Message key of each code; the texts are in i18n/messages.ts. */
export const errorMessageKey: Record<ErrorCode, string> = {
  [ErrorCode.Success]: 'error.success',
  [ErrorCode.LegacyExpired]: 'error.tokenExpired',
  [ErrorCode.Internal]: 'error.internal',
  [ErrorCode.Validation]: 'error.validation',
  [ErrorCode.NotFound]: 'error.notFound',
  [ErrorCode.Conflict]: 'error.conflict',
  [ErrorCode.Forbidden]: 'error.forbidden',
  [ErrorCode.TooManyRequests]: 'error.tooManyRequests',
  [ErrorCode.PayloadTooLarge]: 'error.payloadTooLarge',
  [ErrorCode.UnsupportedMedia]: 'error.unsupportedMedia',
  [ErrorCode.ServiceUnavailable]: 'error.serviceUnavailable',
  [ErrorCode.TokenExpired]: 'error.tokenExpired',
  [ErrorCode.WrongCredentials]: 'error.wrongCredentials',
  [ErrorCode.AccountNotActivated]: 'error.accountNotActivated',
  [ErrorCode.AccountDisabled]: 'error.accountDisabled',
  [ErrorCode.RefreshTokenInvalid]: 'error.refreshTokenInvalid',
  [ErrorCode.AccountExists]: 'error.accountExists',
  [ErrorCode.AccountNotFound]: 'error.accountNotFound',
  [ErrorCode.CodeInvalid]: 'error.codeInvalid',
  [ErrorCode.CodeTooFrequent]: 'error.codeTooFrequent',
  [ErrorCode.ActivationInvalid]: 'error.activationInvalid',
  [ErrorCode.NotMemberOfSpace]: 'error.notMemberOfSpace',
  [ErrorCode.WrongOldPassword]: 'error.wrongOldPassword',
  [ErrorCode.AlreadyActivated]: 'error.alreadyActivated',
  [ErrorCode.OwnerOnly]: 'error.ownerOnly',
  [ErrorCode.EnterpriseOnly]: 'error.enterpriseOnly',
  [ErrorCode.CertificationPending]: 'error.certificationPending',
  [ErrorCode.AlreadyCertified]: 'error.alreadyCertified',
  [ErrorCode.WorkOrderLimit]: 'error.workOrderLimit',
  [ErrorCode.WorkOrderClosed]: 'error.workOrderClosed',
  [ErrorCode.TooManyMedia]: 'error.tooManyMedia',
  [ErrorCode.ProductPublished]: 'error.productPublished',
  [ErrorCode.ProductHasDevices]: 'error.productHasDevices',
  [ErrorCode.DevelopmentIncomplete]: 'error.developmentIncomplete',
  [ErrorCode.FunctionTaken]: 'error.functionTaken',
  [ErrorCode.ModelInvalid]: 'error.modelInvalid',
  [ErrorCode.ManualExists]: 'error.manualExists',
  [ErrorCode.TestAccountLimit]: 'error.testAccountLimit',
  [ErrorCode.TestAccountExists]: 'error.testAccountExists',
  [ErrorCode.ProductClassInUse]: 'error.productClassInUse',
  [ErrorCode.ProductNotPublished]: 'error.productNotPublished',
  [ErrorCode.DeviceQuotaExceeded]: 'error.deviceQuotaExceeded',
  [ErrorCode.SerialFileInvalid]: 'error.serialFileInvalid',
  [ErrorCode.SerialTaken]: 'error.serialTaken',
  [ErrorCode.DeviceOffline]: 'error.deviceOffline',
  [ErrorCode.VirtualDeviceLimit]: 'error.virtualDeviceLimit',
  [ErrorCode.JobNotReady]: 'error.jobNotReady',
  [ErrorCode.DebugDeviceBatchLimit]: 'error.debugDeviceBatchLimit',
  [ErrorCode.DebugDeviceExists]: 'error.debugDeviceExists',
  [ErrorCode.AppAccountExists]: 'error.appAccountExists',
  [ErrorCode.DevicePushLimit]: 'error.devicePushLimit',
};

/** The envelope every API answer is wrapped in. */
export interface ApiEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface PageResult<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}
