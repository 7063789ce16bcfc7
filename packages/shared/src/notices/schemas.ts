import { z } from 'zod';
import { NOTICE_CONTENT_MAX_LENGTH, NOTICE_MAX_RECIPIENTS, NOTICE_TITLE_MAX_LENGTH } from '../constants.ts';
import { lengthRange } from '../validation/index.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Notices (spec 000 §2-3, §7): published by platform operators to every user or to chosen users,
 * read by users in the notice list and detail, and announced on the home page's banner.
 */

/** Who a notice is addressed to: every user (also those who register later), or the users chosen. */
export const NoticeAudience = { All: 'all', Users: 'users' } as const;
export type NoticeAudience = (typeof NoticeAudience)[keyof typeof NoticeAudience];
export const NOTICE_AUDIENCES = Object.values(NoticeAudience) as [NoticeAudience, ...NoticeAudience[]];

/** How the content is written: markdown (rendered) or plain text (shown as typed, line breaks kept). */
export const NoticeFormat = { Markdown: 'markdown', Text: 'text' } as const;
export type NoticeFormat = (typeof NoticeFormat)[keyof typeof NoticeFormat];
export const NOTICE_FORMATS = Object.values(NoticeFormat) as [NoticeFormat, ...NoticeFormat[]];

const keyword = z.string().trim().max(100).optional();
const noticeId = z.string().trim().min(1, 'validation.required').max(64);

// ── Users ────────────────────────────────────────────────────────────────────

export const NoticeReadFilter = { All: 'all', Unread: 'unread' } as const;
export type NoticeReadFilter = (typeof NoticeReadFilter)[keyof typeof NoticeReadFilter];

export const noticeListQuery = z.object({
  ...pageFields,
  /** `unread` lists only the notices not read yet. */
  status: z.enum([NoticeReadFilter.All, NoticeReadFilter.Unread]).default(NoticeReadFilter.All),
  /** Part of the title. */
  keyword,
});
export type NoticeListQuery = z.input<typeof noticeListQuery>;

/** A row of the user's notice list. */
export const noticeItem = z.object({
  id: z.string(),
  title: z.string(),
  format: z.enum(NOTICE_FORMATS),
  /** Epoch seconds. */
  publishedAt: z.number().int(),
  read: z.boolean(),
});
export type NoticeItem = z.infer<typeof noticeItem>;

/** A notice as its detail shows it (opening it marks it read). */
export const noticeDetail = noticeItem.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** The latest notice addressed to the user, for the home page's banner (shown once per notice). */
export const noticeBanner = z.object({ id: z.string(), title: z.string() });
export type NoticeBanner = z.infer<typeof noticeBanner>;

/** The bell's unread flag and the banner's latest notice (the unread call and the real-time `notice` kind). */
export const noticeState = z.object({ unread: z.boolean(), banner: noticeBanner.nullable() });
export type NoticeState = z.infer<typeof noticeState>;

/** Marks one notice (`id`) or every notice of the user (`all: true`) read. */
export const noticeReadBody = z
  .object({ id: noticeId.optional(), all: z.boolean().optional() })
  .refine((v) => v.all === true || v.id !== undefined, { message: 'validation.required', path: ['id'] });
export type NoticeReadBody = z.input<typeof noticeReadBody>;

/** Answer of the read call: how many notices became read. */
export const noticeReadResult = z.object({ marked: z.number().int() });
export type NoticeReadResult = z.infer<typeof noticeReadResult>;

// ── Operators ────────────────────────────────────────────────────────────────

export const noticeTitleSchema = lengthRange(1, NOTICE_TITLE_MAX_LENGTH);
export const noticeContentSchema = lengthRange(1, NOTICE_CONTENT_MAX_LENGTH);

export const noticePublishBody = z
  .object({
    title: noticeTitleSchema,
    content: noticeContentSchema,
    format: z.enum(NOTICE_FORMATS).default(NoticeFormat.Markdown),
    audience: z.enum(NOTICE_AUDIENCES),
    /** The chosen users (audience `users`); ignored for `all`. */
    userIds: z.array(z.string().min(1).max(64)).max(NOTICE_MAX_RECIPIENTS).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience === NoticeAudience.Users && !v.userIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: 'validation.minItems', params: { min: 1 } });
    }
  });
export type NoticePublishBody = z.input<typeof noticePublishBody>;

export const noticeAdminListQuery = z.object({ ...pageFields, keyword });
export type NoticeAdminListQuery = z.input<typeof noticeAdminListQuery>;

/** A row of the operator's notice list. */
export const noticeAdminItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  format: z.enum(NOTICE_FORMATS),
  audience: z.enum(NOTICE_AUDIENCES),
  /** Users the notice is addressed to now (for `all`: every user, those registered later included). */
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  /** Name of the operator who published it; null once that account is gone (or for the platform's own). */
  publisherName: z.string().nullable(),
  publishedAt: z.number().int(),
});
export type NoticeAdminItem = z.infer<typeof noticeAdminItem>;

/** Answer of the publish call. */
export const noticePublished = z.object({ id: z.string() });

export const noticeDeleteBody = z.object({ id: noticeId });

/** Users an operator can address (search by account or name). */
export const noticeRecipientsQuery = z.object({ ...pageFields, keyword });
export type NoticeRecipientsQuery = z.input<typeof noticeRecipientsQuery>;

export const noticeRecipient = z.object({ id: z.string(), account: z.string(), userName: z.string() });
export type NoticeRecipient = z.infer<typeof noticeRecipient>;
