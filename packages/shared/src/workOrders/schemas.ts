import { z } from 'zod';
import {
  TEXT_MAX_LENGTH,
  WORK_ORDER_IMAGE_MAX_BYTES,
  WORK_ORDER_IMAGE_MAX_MB,
  WORK_ORDER_VIDEO_MAX_BYTES,
  WORK_ORDER_VIDEO_MAX_MB,
} from '../constants.ts';
import { emailSchema, lengthRange, phoneSchema } from '../validation/index.ts';
import { pageFields } from '../api/paging.ts';

/**
 * Work orders (spec 000 §2-5): a user asks support a question in one of their spaces, support
 * answers in a conversation, the user continues asking, reminds or closes.
 *
 * Submit and reply take multipart/form-data: the fields below plus up to 3 `media` files, checked by
 * their bytes on the server. A JSON body (no media) is accepted too.
 */

/** 1 pending (waiting for support), 2 processing (the user asked again), 3 replied (support answered), 4 closed. */
export const WorkOrderStatus = { Pending: 1, Processing: 2, Replied: 3, Closed: 4 } as const;
export type WorkOrderStatus = (typeof WorkOrderStatus)[keyof typeof WorkOrderStatus];
export const WORK_ORDER_STATUSES = Object.values(WorkOrderStatus);
/** "Underway" is every state but closed; at most WORK_ORDER_MAX_IN_PROGRESS of them per user. */
export const UNDERWAY_STATUSES: readonly WorkOrderStatus[] = [WorkOrderStatus.Pending, WorkOrderStatus.Processing, WorkOrderStatus.Replied];

/** Who wrote a message of the conversation. */
export const WorkOrderAuthor = { User: 1, Support: 2 } as const;
export type WorkOrderAuthor = (typeof WorkOrderAuthor)[keyof typeof WorkOrderAuthor];

/** The dictionaries (basedata/dictdata/list) holding the problem types and classifications. */
export const WorkOrderDict = {
  problemType: 'work_order_problem_type',
  classification: 'work_order_classification',
  status: 'work_order_status',
} as const;

/** The list's filters: underway (not closed), closed, or all of them. */
export const WorkOrderFilter = { Underway: 'underway', Closed: 'closed', All: 'all' } as const;
export type WorkOrderFilter = (typeof WorkOrderFilter)[keyof typeof WorkOrderFilter];
const FILTERS = Object.values(WorkOrderFilter) as [WorkOrderFilter, ...WorkOrderFilter[]];

/** Support can be reminded of one order once per this many seconds. */
export const WORK_ORDER_REMIND_INTERVAL_S = 600;

// ── Media ────────────────────────────────────────────────────────────────────

/** The multipart field name of the files. */
export const WORK_ORDER_MEDIA_FIELD = 'media';
/** What the media may be (file-type's names of the bytes), with the size limit of each kind (spec 000 §5). */
export const WORK_ORDER_IMAGE_TYPES = ['png', 'jpg', 'gif', 'webp', 'bmp'] as const;
export const WORK_ORDER_VIDEO_TYPES = ['mp4', 'mov', 'webm'] as const;
export const WORK_ORDER_MEDIA_ACCEPT = [...WORK_ORDER_IMAGE_TYPES, ...WORK_ORDER_VIDEO_TYPES].join(', ');

export const WORK_ORDER_MEDIA_KINDS = ['image', 'video'] as const;
export type WorkOrderMediaKind = (typeof WORK_ORDER_MEDIA_KINDS)[number];

export const workOrderMediaLimit: Record<WorkOrderMediaKind, { maxMb: number; maxBytes: number }> = {
  image: { maxMb: WORK_ORDER_IMAGE_MAX_MB, maxBytes: WORK_ORDER_IMAGE_MAX_BYTES },
  video: { maxMb: WORK_ORDER_VIDEO_MAX_MB, maxBytes: WORK_ORDER_VIDEO_MAX_BYTES },
};

/** The kind of a file by its extension (the server decides by the bytes; the browser by the name). */
export function mediaKindOf(ext: string): WorkOrderMediaKind | null {
  const e = ext.toLowerCase().replace(/^\./, '');
  const normal = e === 'jpeg' ? 'jpg' : e === 'quicktime' ? 'mov' : e;
  if ((WORK_ORDER_IMAGE_TYPES as readonly string[]).includes(normal)) return 'image';
  if ((WORK_ORDER_VIDEO_TYPES as readonly string[]).includes(normal)) return 'video';
  return null;
}

export const workOrderMedia = z.object({
  url: z.string(),
  fileName: z.string(),
  kind: z.enum(WORK_ORDER_MEDIA_KINDS),
  mime: z.string(),
  size: z.number().int(),
});
export type WorkOrderMedia = z.infer<typeof workOrderMedia>;

// ── Requests ─────────────────────────────────────────────────────────────────

const keyword = z.string().trim().max(100).optional();
const dictValue = z.string().trim().min(1, 'validation.required').max(20);
export const workOrderIdSchema = z.string().trim().min(1, 'validation.required').max(64);
export const workOrderContentSchema = lengthRange(1, TEXT_MAX_LENGTH);

export const workOrderListQuery = z.object({
  ...pageFields,
  filter: z.enum(FILTERS).default(WorkOrderFilter.Underway),
  /** Part of the order number or of the content. */
  keyword,
});
export type WorkOrderListQuery = z.input<typeof workOrderListQuery>;

/** The fields of a submit (multipart fields or JSON); the media travel beside them. */
export const workOrderSubmitBody = z.object({
  problemType: dictValue,
  /** One of the user's spaces (tenantList); the server checks the membership. */
  tenantId: z.string().trim().min(1, 'validation.required').max(64),
  content: workOrderContentSchema,
  email: emailSchema,
  phone: phoneSchema,
  classification: dictValue,
});
export type WorkOrderSubmitBody = z.input<typeof workOrderSubmitBody>;

/** Continue asking (user) or answer (support): text plus up to 3 media. */
export const workOrderReplyBody = z.object({ id: workOrderIdSchema, content: workOrderContentSchema });
export type WorkOrderReplyBody = z.input<typeof workOrderReplyBody>;

/** Remind, close (user and support). */
export const workOrderIdBody = z.object({ id: workOrderIdSchema });
export type WorkOrderIdBody = z.input<typeof workOrderIdBody>;

/** The edit-phone view: the contact phone of an order not closed. */
export const workOrderPhoneBody = z.object({ id: workOrderIdSchema, phone: phoneSchema });
export type WorkOrderPhoneBody = z.input<typeof workOrderPhoneBody>;

export const supportListQuery = z.object({
  ...pageFields,
  /** `underway` (default), `closed`, `all`, or one status. */
  filter: z.enum(FILTERS).default(WorkOrderFilter.Underway),
  status: z.coerce
    .number()
    .int()
    .refine((v) => (WORK_ORDER_STATUSES as number[]).includes(v), { message: 'validation.invalid' })
    .optional(),
  problemType: dictValue.optional(),
  classification: dictValue.optional(),
  /** Part of the order number, the content or the user's account. */
  keyword,
});
export type SupportListQuery = z.input<typeof supportListQuery>;

export const supportClassifyBody = z.object({ id: workOrderIdSchema, classification: dictValue });
export type SupportClassifyBody = z.input<typeof supportClassifyBody>;

// ── Answers ──────────────────────────────────────────────────────────────────

/** A row of the lists. */
export const workOrderItem = z.object({
  id: z.string(),
  /** Human-readable and unique: WO + UTC date + sequence of the day, e.g. WO202501310007. */
  number: z.string(),
  tenantId: z.string(),
  /** The space's company name; blank for a personal space ("My space"). */
  companyName: z.string(),
  problemType: z.string(),
  classification: z.string(),
  status: z.literal(WORK_ORDER_STATUSES),
  content: z.string(),
  /** Support answered (or closed) since the user last opened it. */
  unread: z.boolean(),
  /** Epoch seconds. */
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type WorkOrderItem = z.infer<typeof workOrderItem>;

export const workOrderMessage = z.object({
  id: z.string(),
  author: z.literal(Object.values(WorkOrderAuthor)),
  content: z.string(),
  media: z.array(workOrderMedia),
  /** Epoch seconds. */
  createdAt: z.number().int(),
});
export type WorkOrderMessage = z.infer<typeof workOrderMessage>;

/** The detail: the order (its content and media open the conversation) and the messages after it. */
export const workOrderDetail = workOrderItem.extend({
  email: z.string(),
  phone: z.string(),
  media: z.array(workOrderMedia),
  messages: z.array(workOrderMessage),
  /** Epoch seconds; null while open. */
  closedAt: z.number().int().nullable(),
  /** Epoch seconds when support may be reminded again; null when it may be now. */
  remindAfter: z.number().int().nullable(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetail>;

/** Who asked: what the support inbox adds to an order. */
const asker = {
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  /** Epoch seconds of the user's last reminder, if any. */
  remindedAt: z.number().int().nullable(),
};

/** A row of the support inbox: the order and who asked. */
export const supportWorkOrderItem = workOrderItem.extend(asker);
export type SupportWorkOrderItem = z.infer<typeof supportWorkOrderItem>;

export const supportWorkOrderDetail = workOrderDetail.extend(asker);
export type SupportWorkOrderDetail = z.infer<typeof supportWorkOrderDetail>;

/** Answer of remind: when support may be reminded again. */
export const workOrderRemindResult = z.object({ remindAfter: z.number().int() });
export type WorkOrderRemindResult = z.infer<typeof workOrderRemindResult>;

/** Orders with an answer the user has not read (the unread call and the real-time `workOrder` kind). */
export const workOrderUnread = z.object({ unread: z.number().int() });
export type WorkOrderUnread = z.infer<typeof workOrderUnread>;
