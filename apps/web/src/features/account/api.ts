import { request } from '@/lib/request';
import { uploadFile } from '@/lib/upload';
import {
  accountPaths,
  type BaseInfo,
  type BaseInfoBody,
  type ChangeCompanyNameBody,
  type CompanyContact,
  type CompanyInfo,
  type ContactBody,
  type ContactUpdateBody,
  type SecurityTimeOption,
} from '@iotc/shared/account';
import { type AreaNode, areaPaths } from '@iotc/shared/area';
import { authPaths, type UpdatePwdBody } from '@iotc/shared/auth';
import {
  CERTIFICATION_IMAGE_ACCEPT,
  CERTIFICATION_IMAGE_MAX_MB,
  CERTIFICATION_UPLOAD_DIR,
  type CertificationBody,
  type CertificationState,
  COMPANY_NATURE_DICT,
} from '@iotc/shared/certification';
import { type DictEntry, dictionaryPaths } from '@iotc/shared/dictionary';
import type { UploadResult } from '@iotc/shared/files';

export function getBaseInfo(): Promise<BaseInfo> {
  return request.get<BaseInfo>(accountPaths.baseinfo);
}

export function saveBaseInfo(body: BaseInfoBody): Promise<BaseInfo> {
  return request.post<BaseInfo>(accountPaths.baseinfo, body);
}

export function setSecurityTime(securityTime: SecurityTimeOption): Promise<{ securityTime: number }> {
  return request.post<{ securityTime: number }>(accountPaths.securityTime, { securityTime });
}

export function updatePassword(body: UpdatePwdBody): Promise<void> {
  return request.post<void>(authPaths.updatePwd, body);
}

export function getCompanyInfo(): Promise<CompanyInfo> {
  return request.get<CompanyInfo>(accountPaths.companyInfo);
}

export function changeCompanyName(body: ChangeCompanyNameBody): Promise<{ companyName: string }> {
  return request.post<{ companyName: string }>(accountPaths.changeCompanyName, body);
}

export function addContact(body: ContactBody): Promise<CompanyContact> {
  return request.post<CompanyContact>(accountPaths.addContact, body);
}

export function updateContact(body: ContactUpdateBody): Promise<CompanyContact> {
  return request.post<CompanyContact>(accountPaths.updateContact, body);
}

export function deleteContact(id: string): Promise<void> {
  return request.post<void>(`${accountPaths.deleteContact}?id=${encodeURIComponent(id)}`);
}

export function getCertification(): Promise<CertificationState> {
  return request.get<CertificationState>(accountPaths.certification);
}

export function submitCertification(body: CertificationBody): Promise<CertificationState> {
  return request.post<CertificationState>(accountPaths.certification, body);
}

/** A licence or ID image, checked by the server on its bytes (an image, at most 5 MB). */
export function uploadCertificationImage(file: File, onProgress?: (percent: number) => void): Promise<UploadResult> {
  return uploadFile(file, { dir: CERTIFICATION_UPLOAD_DIR, accept: CERTIFICATION_IMAGE_ACCEPT, maxSizeMb: CERTIFICATION_IMAGE_MAX_MB }, onProgress);
}

/** The countries of the world (the area tree's first level). */
export function getCountries(): Promise<AreaNode[]> {
  return request.get<AreaNode[]>(areaPaths.tree('0', 1));
}

/** Enterprise nature choices, labelled in the current language. */
export function getNatureOptions(): Promise<DictEntry[]> {
  return request.get<DictEntry[]>(dictionaryPaths.list, { dictType: COMPANY_NATURE_DICT });
}
