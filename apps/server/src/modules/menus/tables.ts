import { integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { idColumn } from '../../core/columns.ts';

/** Menu entries the console builds its routes from (fields of MenuItem). */
export const menus = pgTable('menus', {
  id: idColumn(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  path: text('path').notNull(),
  component: text('component').notNull(),
  icon: text('icon').notNull().default(''),
  redirect: text('redirect'),
  /** 1 menu, 2 button. */
  menuType: smallint('menu_type').notNull(),
  moduleType: text('module_type').notNull(),
  parentId: text('parent_id'),
  status: smallint('status').notNull().default(1),
  visible: smallint('visible').notNull().default(1),
  weigh: integer('weigh').notNull().default(0),
  isCache: smallint('is_cache').notNull().default(0),
  isFrame: smallint('is_frame').notNull().default(0),
  isHideChildMenu: smallint('is_hide_child_menu').notNull().default(0),
  /** The authority flag (permission code, e.g. system:menu:edit) the entry grants; '' for none. */
  perms: text('perms').notNull().default(''),
});
