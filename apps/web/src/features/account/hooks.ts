import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CERTIFICATION_REVIEW_DAYS_MAX, CERTIFICATION_REVIEW_DAYS_MIN } from '@iotc/shared';
import type { CompanyInfo } from '@iotc/shared/account';
import { type CertificationState, COMPANY_NATURE_DICT } from '@iotc/shared/certification';
import { toast } from '@/lib/feedback';
import { t } from '@/lib/i18n';
import { loadProfile } from '@/lib/session';
import * as api from './api';

export const accountKeys = {
  baseInfo: ['account', 'baseInfo'] as const,
  company: ['account', 'company'] as const,
  certification: ['account', 'certification'] as const,
  countries: ['area', 'countries'] as const,
  natures: ['dict', COMPANY_NATURE_DICT] as const,
};

/** The header, space switcher and home page read the profile: reload it after a change that shows there. */
function refreshProfile(): void {
  void loadProfile().catch(() => undefined);
}

export function useBaseInfo() {
  return useQuery({ queryKey: accountKeys.baseInfo, queryFn: api.getBaseInfo });
}

export function useSaveBaseInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.saveBaseInfo,
    onSuccess: (info) => {
      client.setQueryData(accountKeys.baseInfo, info);
      toast.success(t('account.saved'));
      refreshProfile();
    },
  });
}

export function useCountries() {
  // Reference data: fetched once per page load.
  return useQuery({ queryKey: accountKeys.countries, queryFn: api.getCountries, staleTime: Infinity });
}

export function useNatureOptions() {
  return useQuery({ queryKey: accountKeys.natures, queryFn: api.getNatureOptions, staleTime: Infinity });
}

export function useSetSecurityTime() {
  return useMutation({
    mutationFn: api.setSecurityTime,
    onSuccess: () => {
      toast.success(t('account.saved'));
      // The profile carries the new time into the store, which renews the token cookie's lifetime.
      refreshProfile();
    },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: api.updatePassword, onSuccess: () => toast.success(t('account.security.passwordChanged')) });
}

export function useCompanyInfo() {
  return useQuery({ queryKey: accountKeys.company, queryFn: api.getCompanyInfo });
}

export function useChangeCompanyName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.changeCompanyName,
    onSuccess: ({ companyName }) => {
      client.setQueryData<CompanyInfo>(accountKeys.company, (old) => (old ? { ...old, companyName } : old));
      void client.invalidateQueries({ queryKey: accountKeys.baseInfo });
      toast.success(t('account.saved'));
      refreshProfile();
    },
  });
}

/** Add, edit and delete of contacts; each reloads the company info. */
export function useContactMutations() {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: accountKeys.company });
  const add = useMutation({ mutationFn: api.addContact, onSuccess: reload });
  const update = useMutation({ mutationFn: api.updateContact, onSuccess: reload });
  const remove = useMutation({
    mutationFn: api.deleteContact,
    onSuccess: () => {
      toast.success(t('account.enterprise.contactDeleted'));
      return reload();
    },
  });
  return { add, update, remove };
}

export function useCertification() {
  return useQuery({ queryKey: accountKeys.certification, queryFn: api.getCertification });
}

export function useSubmitCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: api.submitCertification,
    onSuccess: (state: CertificationState) => {
      client.setQueryData(accountKeys.certification, state);
      void client.invalidateQueries({ queryKey: accountKeys.company });
      toast.success(t('account.certification.submitted', { min: CERTIFICATION_REVIEW_DAYS_MIN, max: CERTIFICATION_REVIEW_DAYS_MAX }));
    },
  });
}
