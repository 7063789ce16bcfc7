import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type DocumentType, documentPagePath, type IntroduceType, voiceGuideTypes, type VoiceGuideType } from '@iotc/shared/docs';
import { getIntroduce } from './api';

/** The four legal documents, in the order the navigation lists them. */
export const LEGAL_TYPES = ['serviceTerms', 'privacyPolicy', 'legalStatement', 'appUsageLicense'] as const satisfies readonly IntroduceType[];
export type LegalType = (typeof LEGAL_TYPES)[number];

/** The documents shown at /doc/:type: the legal texts and the voice platforms' guides. */
export function isDocumentPageType(value: string | undefined): value is LegalType | VoiceGuideType {
  return LEGAL_TYPES.some((type) => type === value) || voiceGuideTypes.some((type) => type === value);
}

/** Where each document is shown. */
export const documentPath = documentPagePath;

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

/** The voice platforms' guides by their platform's name. */
export function useVoiceGuideNames(): Record<VoiceGuideType, string> {
  const { t } = useTranslation();
  return Object.fromEntries(voiceGuideTypes.map((type) => [type, t(`docs.voiceGuide.${type}`)])) as Record<VoiceGuideType, string>;
}

export function useIntroduce(type: DocumentType) {
  return useQuery({ queryKey: ['introduce', type], queryFn: () => getIntroduce(type) });
}
