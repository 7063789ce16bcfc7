import type { PageResult } from '@iotc/shared';
import {
  type CertificationAdminDetail,
  certificationAdminPaths,
  type CertificationListItem,
  type CertificationListQuery,
  type CertificationReviewBody,
} from '@iotc/shared/certification';
import { request } from '@/lib/request';

export function listCertifications(query: CertificationListQuery): Promise<PageResult<CertificationListItem>> {
  return request.get<PageResult<CertificationListItem>>(certificationAdminPaths.list, query);
}

export function getCertificationDetail(id: string): Promise<CertificationAdminDetail> {
  return request.get<CertificationAdminDetail>(certificationAdminPaths.detail(id));
}

export function reviewCertification(body: CertificationReviewBody): Promise<CertificationAdminDetail> {
  return request.post<CertificationAdminDetail>(certificationAdminPaths.review, body);
}
