import { z } from 'zod';

/** The public documents: the documentation home and the legal texts, each in both languages. */
export const introduceTypes = ['documentHome', 'privacyPolicy', 'serviceTerms', 'legalStatement', 'appUsageLicense'] as const;
export type IntroduceType = (typeof introduceTypes)[number];

/** The voice platforms' integration guides (voice/getDoc answers where each is shown), public like the legal texts. */
export const voiceGuideTypes = ['voiceAlexa', 'voiceGoogleAssistant', 'voiceTmallGenie', 'voiceXiaoai', 'voiceMijia'] as const;
export type VoiceGuideType = (typeof voiceGuideTypes)[number];

/** Every public document the introduce call serves. */
export const documentTypes = [...introduceTypes, ...voiceGuideTypes] as const;
export type DocumentType = (typeof documentTypes)[number];

export const introduceQuery = z.object({ type: z.enum(documentTypes) });

export const introduceDoc = z.object({
  type: z.enum(documentTypes),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  /** Epoch seconds. */
  updatedAt: z.number().int(),
});
export type IntroduceDoc = z.infer<typeof introduceDoc>;
