import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IntroduceType } from '@iotc/shared/docs';
import { getIntroduce } from './api';

/** The four legal documents, in the order the navigation lists them. */
export const LEGAL_TYPES = ['serviceTerms', 'privacyPolicy', 'legalStatement', 'appUsageLicense'] as const satisfies readonly IntroduceType[];
export type LegalType = (typeof LEGAL_TYPES)[number];

export function isLegalType(value: string | undefined): value is LegalType {
  return LEGAL_TYPES.some((type) => type === value);
}

/** Where each document is shown. */
export function documentPath(type: IntroduceType): string {
  return type === 'documentHome' ? '/document' : `/doc/${type}`;
}

/** Short names of the documents, for the navigation (known before any document has loaded). */
export function useDocumentNames(): Record<IntroduceType, string> {
  const { t } = useTranslation();
  return {
    documentHome: t('docs.nav.documentHome'),
    serviceTerms: t('docs.nav.serviceTerms'),
    privacyPolicy: t('docs.nav.privacyPolicy'),
    legalStatement: t('docs.nav.legalStatement'),
    appUsageLicense: t('docs.nav.appUsageLicense'),
  };
}

export function useIntroduce(type: IntroduceType) {
  return useQuery({ queryKey: ['introduce', type], queryFn: () => getIntroduce(type) });
}
