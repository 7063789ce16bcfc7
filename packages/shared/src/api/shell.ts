import { z } from 'zod';

/**
 * What the console shares with several features: languages, account and user types, and the shell's public calls
 * (dictionaries, areas, upload, documents, guide, settings, health). Sign-in is in auth/, the profile in spaces/.
 */

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/** 0 personal, 1 enterprise (spec: accountType 1 means enterprise). 2 is enterprise-certified. */
export const AccountType = { Personal: 0, Enterprise: 1, EnterpriseCertified: 2 } as const;
export type AccountType = (typeof AccountType)[keyof typeof AccountType];
export const accountTypeSchema = z.enum(AccountType);

/** userType 1 marks the owner of the space (the user's default space). */
export const UserType = { Owner: 1, Member: 2 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];
export const userTypeSchema = z.enum(UserType);

