import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CertificationListQuery } from '@iotc/shared/certification';
import * as api from './api';

const keys = {
  all: ['certificationReview'] as const,
  list: (query: CertificationListQuery) => ['certificationReview', 'list', query] as const,
  detail: (id: string) => ['certificationReview', 'detail', id] as const,
};

export function useCertificationList(query: CertificationListQuery) {
  // The previous page stays on screen while the next one loads.
  return useQuery({ queryKey: keys.list(query), queryFn: () => api.listCertifications(query), placeholderData: keepPreviousData });
}

export function useCertificationDetail(id: string | null) {
  return useQuery({ queryKey: keys.detail(id ?? ''), queryFn: () => api.getCertificationDetail(id!), enabled: id !== null });
}

export function useReviewCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.reviewCertification,
    onSuccess: (detail) => {
      client.setQueryData(keys.detail(detail.id), detail);
      return client.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    },
  });
}
