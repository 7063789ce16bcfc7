import { z } from 'zod';

/** The public documents: the documentation home and the legal texts, each in both languages. */
export const introduceTypes = ['documentHome', 'privacyPolicy', 'serviceTerms', 'legalStatement', 'appUsageLicense'] as const;
export type IntroduceType = (typeof introduceTypes)[number];
export const introduceQuery = z.object({ type: z.enum(introduceTypes) });

export const introduceDoc = z.object({
  type: z.enum(introduceTypes),
  title: z.string(),
  /** Markdown. */
  content: z.string(),
  /** Epoch seconds. */
  updatedAt: z.number().int(),
});
export type IntroduceDoc = z.infer<typeof introduceDoc>;
