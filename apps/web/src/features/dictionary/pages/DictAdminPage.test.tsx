import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Perm } from '@iotc/shared';
import type { AdminDict } from '@iotc/shared/dictionary';
import { t } from '@/lib/i18n';
import { renderAs, testIds } from '@/test/adminPage';
import { click, typeInto, waitFor, type Rendered } from '@/test/render';
import { createDict, deleteDict, listDictTypes, listDicts } from '../api';
import DictAdminPage from './DictAdminPage';

vi.mock('../api', () => ({ listDicts: vi.fn(), listDictTypes: vi.fn(), createDict: vi.fn(), updateDict: vi.fn(), deleteDict: vi.fn() }));

const entry: AdminDict = {
  id: 7,
  dictType: 'work_order_status',
  dictLabel: '待处理',
  dictLabelEn: 'Pending',
  dictValue: '1',
  remark: '',
  sort: 1,
  status: 1,
  updatedAt: 1_700_000_000,
};

let view: Rendered;
const open = (permissions: string[], ready?: string) => renderAs(permissions, <DictAdminPage />, ready);
const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;

beforeEach(() => {
  vi.mocked(listDicts).mockReset().mockResolvedValue({ list: [entry], total: 1, pageNo: 1, pageSize: 10 });
  vi.mocked(listDictTypes).mockReset().mockResolvedValue([{ dictType: 'work_order_status', count: 4 }]);
  vi.mocked(createDict).mockReset();
  vi.mocked(deleteDict).mockReset().mockResolvedValue(undefined);
});
afterEach(() => view.unmount());

describe('DictAdminPage', { timeout: 20_000 }, () => {
  it('lists entries without actions for a role granted only the dictionary list', async () => {
    view = await open([Perm.dictList]);
    await waitFor(() => expect(view.container.textContent).toContain('待处理'));
    expect(testIds().filter((id) => /^dict-(add|edit|delete)/.test(id ?? ''))).toEqual([]);
    expect(view.container.textContent).not.toContain(t('common.actions'));
  });

  it('shows each action only with its own permission', async () => {
    view = await open([Perm.dictList, Perm.dictDelete], 'dict-delete-7');
    expect(testIds()).not.toContain('dict-add');
    expect(testIds()).not.toContain('dict-edit-7');
  });

  it('asks before deleting an entry', async () => {
    view = await open([Perm.dictList, Perm.dictDelete], 'dict-delete-7');
    await click(byId('dict-delete-7'));
    expect(deleteDict).not.toHaveBeenCalled();
    await waitFor(() => expect(byId('dict-delete-confirm')).not.toBeNull());
    await click(byId('dict-delete-confirm'));
    await waitFor(() => expect(deleteDict).toHaveBeenCalledWith(7));
  });

  it('refuses a type that does not start with a letter before calling', async () => {
    view = await open([Perm.dictList, Perm.dictAdd], 'dict-add');
    await click(byId('dict-add'));
    await waitFor(() => expect(document.querySelector('#dict_dictType')).not.toBeNull());
    await typeInto(document.querySelector<HTMLInputElement>('#dict_dictType')!, '1type');
    await typeInto(document.querySelector<HTMLInputElement>('#dict_dictValue')!, 'a');
    await typeInto(document.querySelector<HTMLInputElement>('#dict_dictLabel')!, '甲');
    await typeInto(document.querySelector<HTMLInputElement>('#dict_dictLabelEn')!, 'A');
    await click(byId('dict-form-submit'));
    await waitFor(() => expect(document.body.textContent).toContain(t('validation.identifier')));
    expect(createDict).not.toHaveBeenCalled();
  });
});
