import { sql } from 'drizzle-orm';
import { AccountType, LANGS, UserType, type Lang } from '@iotc/shared';
import type { Db } from '../../core/db.ts';
import { dictData, languages } from './tables.ts';

/** [value, Chinese label, English label, remark?] */
type Entry = [value: string | number, zh: string, en: string, remark?: string];

/**
 * The reference dictionaries of the console. Values of types the code also knows (account and user
 * types) come from the shared constants, so the two cannot drift apart.
 */
const dictionaries: Record<string, Entry[]> = {
  // The top bar's help-centre link: the entry labelled open_document_url holds the address (the label is a
  // key the code looks for, the same in both languages; no remark, which would read in one language only).
  helpCenter: [['/document', 'open_document_url', 'open_document_url']],
  sys_account_type: [
    [AccountType.Personal, '个人', 'Personal'],
    [AccountType.Enterprise, '企业', 'Enterprise'],
    [AccountType.EnterpriseCertified, '企业认证', 'Certified enterprise'],
  ],
  sys_user_type: [
    [UserType.Owner, '空间所有者', 'Space owner'],
    [UserType.Member, '空间成员', 'Space member'],
  ],
  sys_yes_no: [
    [1, '是', 'Yes'],
    [0, '否', 'No'],
  ],
  sys_normal_disable: [
    [1, '正常', 'Normal'],
    [0, '停用', 'Disabled'],
  ],
  sys_company_nature: [
    [1, '有限责任公司', 'Limited liability company'],
    [2, '股份有限公司', 'Company limited by shares'],
    [3, '个人独资企业', 'Sole proprietorship'],
    [4, '合伙企业', 'Partnership'],
    [5, '个体工商户', 'Individual business'],
    [9, '其他', 'Other'],
  ],
  sys_certification_status: [
    [0, '未认证', 'Not certified'],
    [1, '审核中', 'Under review'],
    [2, '已认证', 'Certified'],
    [3, '未通过', 'Rejected'],
  ],
  work_order_problem_type: [
    [1, '账号与空间', 'Account and spaces'],
    [2, '产品开发', 'Product development'],
    [3, '设备接入与调试', 'Device connection and debugging'],
    [4, '固件与 OTA 升级', 'Firmware and OTA'],
    [5, 'App 与小程序', 'Apps and mini-programs'],
    [6, '订单与计费', 'Orders and billing'],
    [9, '其他', 'Other'],
  ],
  work_order_classification: [
    [1, '咨询', 'Question'],
    [2, '故障', 'Fault'],
    [3, '建议', 'Suggestion'],
    [4, '投诉', 'Complaint'],
  ],
  // "Underway" in the list means pending, processing or replied.
  work_order_status: [
    [1, '待处理', 'Pending'],
    [2, '处理中', 'Processing'],
    [3, '已回复', 'Replied'],
    [4, '已关闭', 'Closed'],
  ],
};

const languageNames: Record<Lang, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

/**
 * Writes the reference dictionaries that are missing, and the languages. Entries that exist are left as
 * they are: operators edit them in the operator area, and a restart must not undo their changes.
 */
export async function seedDictionaries(db: Db): Promise<void> {
  const rows = Object.entries(dictionaries).flatMap(([dictType, entries]) =>
    entries.map(([value, zh, en, remark], i) => ({
      dictType,
      dictValue: String(value),
      dictLabel: zh,
      dictLabelEn: en,
      remark: remark ?? null,
      sort: i + 1,
      status: 1,
    })),
  );
  await db.insert(dictData).values(rows).onConflictDoNothing({ target: [dictData.dictType, dictData.dictValue] });

  await db
    .insert(languages)
    .values(LANGS.map((code, i) => ({ code, name: languageNames[code], sort: i + 1, status: 1 })))
    .onConflictDoUpdate({ target: languages.code, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } });
}
