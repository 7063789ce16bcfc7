import { expect, type Locator, type Page } from '@playwright/test';

/** antd's motion classes (zoom, slide, fade...), present while an overlay opens or closes. */
const MOTION = /\bant-[\w-]+-(appear|enter|leave)\b/;

/**
 * Waits for an antd overlay (dropdown, select list, modal, popover) to be shown with its opening
 * animation over, as a user waits before clicking in it: a click while it still moves can be lost.
 */
export async function settled(overlay: Locator): Promise<Locator> {
  await expect(overlay).toBeVisible();
  await expect(overlay).not.toHaveClass(MOTION);
  return overlay;
}

/** The dropdown (or submenu) holding `item`, opened by clicking `trigger` and settled. */
export async function openMenu(trigger: Locator, item: Locator): Promise<Locator> {
  await trigger.click();
  const page = trigger.page();
  await settled(page.locator('.ant-dropdown, .ant-dropdown-menu-submenu-popup').filter({ has: item }));
  return item;
}

/** Clicks `item` of the dropdown opened by `trigger`, once the menu has settled. */
export async function pickFromMenu(trigger: Locator, item: Locator): Promise<void> {
  await (await openMenu(trigger, item)).click();
}

/** Opens the antd Select `select` and picks the option reading `text`, once the list has settled. */
export async function pickOption(page: Page, select: Locator, text: string | RegExp): Promise<void> {
  await select.click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: text });
  // A closed select keeps its list in the page, hidden.
  const list = await settled(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').filter({ has: option }));
  await list.locator('.ant-select-item-option').filter({ hasText: text }).click();
}

/** The confirmation dialog (Modal.confirm) once it has opened. */
export const confirmDialog = (page: Page): Promise<Locator> => settled(page.locator('.ant-modal-confirm').filter({ visible: true }));

/** The popconfirm once it has opened. */
export const popconfirm = (page: Page): Promise<Locator> => settled(page.locator('.ant-popconfirm').filter({ visible: true }));

/** Waits until no dialog or drawer, nor its mask, is left on the page: until then a closing mask takes the clicks meant for the page. */
export async function noDialog(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal-wrap:visible, .ant-modal-mask:visible, .ant-drawer-mask:visible')).toHaveCount(0);
}

/** The dialog holding `content`, once it has opened. */
export const dialogOf = (page: Page, content: Locator): Promise<Locator> => settled(page.locator('.ant-modal').filter({ has: content }));

/** The drawer holding `content`, once it has slid in. */
export const drawerOf = (page: Page, content: Locator): Promise<Locator> => settled(page.locator('.ant-drawer-content-wrapper').filter({ has: content }));
