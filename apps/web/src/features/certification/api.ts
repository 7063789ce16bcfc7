import {
  adminPaths,
  type CertificationAdminDetail,
  type CertificationListItem,
  type CertificationListQuery,
  type CertificationReviewBody,
  type PageResult,
} from '@iotc/shared';
import { request } from '@/lib/request';

export function listCertifications(query: CertificationListQuery): Promise<PageResult<CertificationListItem>> {
  return request.get<PageResult<CertificationListItem>>(adminPaths.certificationList, query);
}

export function getCertificationDetail(id: string): Promise<CertificationAdminDetail> {
  return request.get<CertificationAdminDetail>(adminPaths.certificationDetail(id));
}

export function reviewCertification(body: CertificationReviewBody): Promise<CertificationAdminDetail> {
  return request.post<CertificationAdminDetail>(adminPaths.certificationReview, body);
}
