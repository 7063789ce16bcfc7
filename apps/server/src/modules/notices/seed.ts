import type { Lang } from '@iotc/shared';
import { NoticeAudience, NoticeFormat } from '@iotc/shared/notices';
import type { Db } from '../../core/db.ts';
import { notices } from './tables.ts';

/** Fixed id: seeding again leaves the notice (and who read it) as it is. */
export const WELCOME_NOTICE_ID = 'welcome';

/**
 * The welcome notice in both languages. The row holds the Chinese one; nobody edits a published notice, so
 * the answers read it in the request's language by its id (inLang).
 */
const WELCOME: Record<Lang, { title: string; content: string }> = {
  'zh-CN': {
    title: '欢迎使用 IoT 开发者控制台',
    content: `欢迎来到 IoT 开发者控制台。在这里，您可以创建产品、定义功能、调试真实和虚拟设备、发布固件，并打造品牌 App。

- 从首页的快捷入口开始产品开发；
- 遇到问题时，通过顶栏的工单入口联系我们；
- 平台的重要变化会以通知的形式发送到这里。`,
  },
  'en-US': {
    title: 'Welcome to the IoT developer console',
    content: `Welcome to the IoT developer console. Here you create products, define their functions, debug real and
virtual devices, ship firmware and build branded apps.

- Start product development from the shortcuts on the home page;
- Reach support through the work-order link in the top bar;
- Important changes of the platform arrive here as notices.`,
  },
};

/** A notice as answered in `lang`: the platform's own welcome notice in that language, any other as written. */
export function inLang<T extends { id: string; title: string; content?: string }>(notice: T, lang: Lang): T {
  if (notice.id !== WELCOME_NOTICE_ID) return notice;
  const text = WELCOME[lang];
  return notice.content === undefined ? { ...notice, title: text.title } : { ...notice, ...text };
}

/** Demo data: a notice from the platform to every user. */
export async function seedWelcomeNotice(db: Db, now: Date): Promise<void> {
  await db
    .insert(notices)
    .values({
      id: WELCOME_NOTICE_ID,
      ...WELCOME['zh-CN'],
      format: NoticeFormat.Markdown,
      audience: NoticeAudience.All,
      publisherId: null,
      publishedAt: now,
    })
    .onConflictDoNothing();
}
