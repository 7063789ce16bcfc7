import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, Perm } from '@iotc/shared';
import { productLanguagePaths, type LanguageEntry } from '@iotc/shared/productLanguages';
import { productPaths, ProductStatus } from '@iotc/shared/products';
import { pageOf } from '@/features/devices/testData';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer, signIn } from '@/features/devices/testSupport';
import { chooseFile, fileOf, multipartFields, typeText } from '@/features/networkGuide/testData';
import { productItem } from '@/features/products/testData';
import { rememberProduct } from '@/lib/recentProduct';
import { byTestId, cellTexts, click, render, setScreenWidth, waitFor, type Rendered } from '@/test/render';
import { functionEntries, importCheck, languageEntry, pairingEntries } from '../testData';
import ProductLanguagePage from './ProductLanguagePage';

const { server, toasts } = setupServer();
let view: Rendered;
const saved: string[] = [];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:fake');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  localStorage.clear();
  signIn([Perm.productEdit]);
});
afterEach(() => {
  view.unmount();
  saved.length = 0;
});

const q = (testId: string) => document.body.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
/** The rows of the tab shown (a tab visited before keeps its own, hidden). */
const rows = () => [...view.container.querySelectorAll<HTMLElement>('.ant-tabs-tabpane-active [data-testid="lang-row"]')];
const listCalls = () => callsTo(server(), productLanguagePaths.list).map((call) => Object.fromEntries(call.query));
/** The form's messages under its fields. */
const formErrors = () => [...document.body.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
const fileInput = () => byTestId(document.body, 'lang-import-input') as HTMLInputElement;

/** Answers the list of each tab from `entries` (by tab, filtered by the keyword as the server would). */
function answer(entries: LanguageEntry[] = [languageEntry({ key: 'product.name', tab: 'productName', identifier: '', zh: '智能灯', en: 'Smart lamp', sourceZh: '智能灯', sourceEn: 'Smart lamp' }), ...functionEntries(), ...pairingEntries()]) {
  server().on('GET', api(productLanguagePaths.list), (call) => {
    const keyword = call.query.get('keyword')?.toLowerCase() ?? '';
    return pageOf(entries.filter((e) => e.tab === call.query.get('tab') && (!keyword || `${e.key} ${e.zh} ${e.en}`.toLowerCase().includes(keyword))));
  });
}

async function open(route = '/product/multiLanguage/index?productId=p1') {
  view = await render(<ProductLanguagePage />, route);
  await waitFor(() => expect(rows().length + (q('lang-empty') ? 1 : 0)).toBeGreaterThan(0), 8000);
}

/** The refusal's OK. */
async function closeRefusal() {
  await click(byTestId(document.body, 'lang-import-refused').closest('.ant-modal-content')!.querySelector('.ant-modal-footer .ant-btn-primary')!);
  await waitFor(() => expect(q('lang-import-refused')).toBeNull());
}

async function openTab(tab: string, count: number) {
  await click(byTestId(view.container, `lang-tab-${tab}`));
  await waitFor(() => expect(rows()).toHaveLength(count));
}

describe('ProductLanguagePage', { timeout: 30_000 }, () => {
  it("shows the product's four tabs of texts: key, where each comes from, both languages and whether it was edited; searches them", async () => {
    answer();
    await open();
    expect([...view.container.querySelectorAll('[data-testid^="lang-tab-"]')].map((tab) => tab.textContent)).toEqual(['产品名称', '产品功能', '配网方案', '控制面板']);
    expect(rows().map(cellTexts)[0]).toEqual(['product.name', '智能灯', 'Smart lamp', '原文', '编辑']);
    expect(listCalls()[0]).toEqual({ productId: 'p1', tab: 'productName', pageNo: '1', pageSize: '10' });

    await openTab('function', 2);
    expect(rows().map(cellTexts)).toEqual([
      ['function.switch_led.name', 'switch_led', '开关', 'Switch', '原文', '编辑'],
      ['function.bright_value.name', 'bright_value', '亮度', 'Glow', '已修改', '编辑重置'],
    ]);
    await search('lang-search-function', ' glow ');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(listCalls().at(-1)).toEqual({ productId: 'p1', tab: 'function', keyword: 'glow', pageNo: '1', pageSize: '10' });

    await openTab('pairing', 2);
    expect(rows().map((row) => cellTexts(row).slice(0, 5))).toEqual([
      // The method in the console's language, not its key.
      ['pairing.method', '—', 'Wi-Fi + 蓝牙', '快连', 'Quick pairing'],
      ['pairing.step.1', '1', 'Wi-Fi + 蓝牙', '长按复位键', 'Hold reset'],
    ]);
    // The tab is in the address, the product is not written there.
    expect(byTestId(view.container, 'location').textContent).toBe('/product/multiLanguage/index?productId=p1&tab=pairing');
    await click(byTestId(view.container, 'lang-tab-panel'));
    await waitFor(() => expect(q('lang-empty')?.textContent).toContain('该页签暂无文案'));
  });

  it('opens the product last worked on, and another one chosen', async () => {
    answer();
    rememberProduct('p2');
    await open('/product/multiLanguage/index');
    expect(listCalls()[0]).toMatchObject({ productId: 'p2' });
    expect(byTestId(view.container, 'lang-product-key').textContent).toBe('pk000000000000d2');
    await pick('lang-product', 'Smart lamp');
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ productId: 'p1', tab: 'productName' }));
  });

  it('asks a space without products to create one first', async () => {
    server().on('POST', api(productPaths.list), () => pageOf([]));
    view = await render(<ProductLanguagePage />, '/product/multiLanguage/index');
    await waitFor(() => expect(q('lang-no-products')?.textContent).toContain('请先创建产品'));
    expect(q('lang-product')).toBeNull();
    await click(byTestId(view.container, 'lang-create-product'));
    expect(byTestId(view.container, 'location').textContent).toBe('/product/product/create/index');
    expect(callsTo(server(), productLanguagePaths.list)).toEqual([]);
  });

  it('edits a row: both texts required and at most 20 characters, messages under the fields, then saved', async () => {
    answer();
    server().on('POST', api(productLanguagePaths.save), () => ({ body: envelope(0, 'ok', null) }));
    await open('/product/multiLanguage/index?productId=p1&tab=function');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await click(byTestId(view.container, 'lang-edit-function.switch_led.name'));
    await waitFor(() => expect((byTestId(document.body, 'lang-edit-en') as HTMLInputElement).value).toBe('Switch'));
    expect(document.body.textContent).toContain('原文：Switch');

    await typeText(byTestId(document.body, 'lang-edit-zh') as HTMLInputElement, '  ');
    await typeText(byTestId(document.body, 'lang-edit-en') as HTMLInputElement, 'A switch with a very long name');
    await click(byTestId(document.body, 'lang-edit-submit'));
    await waitFor(() => expect(formErrors()).toEqual(['此项为必填项', '长度须为 1-20 个字符']));
    expect(callsTo(server(), productLanguagePaths.save)).toEqual([]);

    const before = listCalls().length;
    await typeText(byTestId(document.body, 'lang-edit-zh') as HTMLInputElement, ' 总开关 ');
    await typeText(byTestId(document.body, 'lang-edit-en') as HTMLInputElement, 'Power');
    await click(byTestId(document.body, 'lang-edit-submit'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), productLanguagePaths.save)[0])).toEqual({ productId: 'p1', entries: [{ key: 'function.switch_led.name', zh: '总开关', en: 'Power' }] }),
    );
    await waitFor(() => expect(toasts).toContain('文案已保存'));
    // The tab reads its texts again.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before));
  });

  it("resets an edited row to its source after a confirmation, and shows the server's refusal", async () => {
    answer();
    server().on('POST', api(productLanguagePaths.reset), () => ({ body: envelope(0, 'ok', null) }));
    await open('/product/multiLanguage/index?productId=p1&tab=function');
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Only an edited row has something to reset.
    expect(q('lang-reset-function.switch_led.name')).toBeNull();
    await click(byTestId(view.container, 'lang-reset-function.bright_value.name'));
    expect(document.body.textContent).toContain('“function.bright_value.name”将恢复为“亮度”/“Brightness”。');
    expect(callsTo(server(), productLanguagePaths.reset)).toEqual([]);
    await click(byTestId(document.body, 'lang-reset-ok'));
    await waitFor(() => expect(bodyOf(callsTo(server(), productLanguagePaths.reset)[0])).toEqual({ productId: 'p1', keys: ['function.bright_value.name'] }));
    await waitFor(() => expect(toasts).toContain('文案已重置'));

    server().on('POST', api(productLanguagePaths.reset), () => ({ status: 409, body: envelope(ErrorCode.Conflict, '产品已发布，不可编辑', null) }));
    await click(byTestId(view.container, 'lang-reset-function.bright_value.name'));
    await click(byTestId(document.body, 'lang-reset-ok'));
    await waitFor(() => expect(toasts).toContain('产品已发布，不可编辑'));
  });

  it('shows a published product read-only and says why; its pack can still be exported', async () => {
    server().on('POST', api(productPaths.list), () => pageOf([productItem({ status: ProductStatus.Published })]));
    answer();
    await open();
    expect(q('lang-read-only')?.textContent).toContain('该产品已发布，文案只读');
    expect(q('lang-import')).toBeNull();
    expect(view.container.querySelector('[data-testid^="lang-edit-"]')).toBeNull();
    expect(q('lang-export')).not.toBeNull();
  });

  it('hides the editing from a role without the product edit permission', async () => {
    signIn([]);
    answer();
    await open();
    expect(q('lang-read-only')).toBeNull();
    expect(q('lang-import')).toBeNull();
    expect(view.container.querySelector('[data-testid^="lang-edit-"]')).toBeNull();
  });

  it("exports the language pack, and shows the server's limit", async () => {
    answer();
    server().on('GET', api(productLanguagePaths.export), () => ({
      raw: 'xlsx-bytes',
      headers: { 'content-type': XLSX, 'content-disposition': "attachment; filename*=UTF-8''languages-pk0000000000001a.xlsx" },
    }));
    await open();
    await click(byTestId(view.container, 'lang-export'));
    await waitFor(() => expect(saved).toEqual(['languages-pk0000000000001a.xlsx']));
    expect(Object.fromEntries(callsTo(server(), productLanguagePaths.export)[0]!.query)).toEqual({ productId: 'p1', timeZone: 'Asia/Shanghai' });

    const limit = '每个产品 24 小时内最多导出 3 次语言包，请于 2025-01-02 08:00 后再试';
    server().on('GET', api(productLanguagePaths.export), () => ({ status: 429, body: envelope(ErrorCode.TooManyRequests, limit, null) }));
    await click(byTestId(view.container, 'lang-export'));
    await waitFor(() => expect(toasts).toContain(limit));
    expect(saved).toHaveLength(1);
  });

  it('refuses a file in the browser by its name and size, before sending it', async () => {
    answer();
    await open();
    await chooseFile(fileInput(), fileOf('pack.csv', 'text/csv', 100));
    await waitFor(() => expect(q('lang-import-message')?.textContent).toBe('请上传正确格式的文件'));
    expect(q('lang-import-refused')?.textContent).toContain('“pack.csv”未通过校验');
    await closeRefusal();
    await chooseFile(fileInput(), fileOf('pack.xlsx', XLSX, 2 * 1024 * 1024 + 1));
    await waitFor(() => expect(q('lang-import-message')?.textContent).toBe('文件大小错误：语言包不能超过 2M'));
    expect(callsTo(server(), productLanguagePaths.importCheck)).toEqual([]);
  });

  it("shows the server's refusal of a pack: its message and the pack's problems", async () => {
    answer();
    const firstRow = '请上传正确格式的文件：请勿修改第一行的语言名称';
    server().on('POST', api(productLanguagePaths.importCheck), () => ({ status: 422, body: envelope(ErrorCode.Validation, firstRow, null) }));
    await open();
    await chooseFile(fileInput(), fileOf('pack.xlsx', XLSX, 1000));
    await waitFor(() => expect(q('lang-import-message')?.textContent).toBe(firstRow));
    expect(multipartFields(callsTo(server(), productLanguagePaths.importCheck)[0]!)).toMatchObject({ productId: 'p1' });
    // No toast besides the dialog.
    expect(toasts).toEqual([]);
    await closeRefusal();

    server().on('POST', api(productLanguagePaths.importCheck), () => ({
      status: 422,
      body: envelope(ErrorCode.Validation, '语言包有 2 处问题：…', {
        problems: [
          { row: 3, column: 'G', key: 'validation.lengthRange', params: { min: 1, max: 20 }, message: '第 3 行：English：长度须为 1-20 个字符' },
          { row: 5, column: 'A', key: 'productLanguage.keyUnknown', params: { key: 'function.x.name' }, message: '第 5 行：语言 Key“function.x.name”不是该产品的文案' },
        ],
      }),
    }));
    await chooseFile(fileInput(), fileOf('pack.xlsx', XLSX, 1000));
    await waitFor(() => expect([...document.body.querySelectorAll('[data-testid="lang-import-problem"]')].map((li) => li.textContent)).toEqual([
      '第 3 行：English：长度须为 1-20 个字符',
      '第 5 行：语言 Key“function.x.name”不是该产品的文案',
    ]));
    expect(q('lang-import-message')?.textContent).toBe('语言包有 2 处问题：…');
    expect(callsTo(server(), productLanguagePaths.save)).toEqual([]);
  });

  it('confirms what a passed pack changes, in both languages, then saves those texts', async () => {
    answer();
    server().on('POST', api(productLanguagePaths.importCheck), () => ({ body: envelope(0, 'ok', importCheck()) }));
    server().on('POST', api(productLanguagePaths.save), () => ({ body: envelope(0, 'ok', null) }));
    await open();
    await chooseFile(fileInput(), fileOf('Pack.XLSX', XLSX, 1000));
    await waitFor(() => expect(q('lang-import-confirm')).not.toBeNull());
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('格式校验通过');
    expect(q('lang-import-confirm')?.textContent).toContain('将修改 1 条文案，11 条已一致。');
    expect(cellTexts(byTestId(document.body, 'lang-import-change'))).toEqual(['function.switch_led.name', '开关', 'Switch → Power']);
    expect(callsTo(server(), productLanguagePaths.save)).toEqual([]);
    await click(byTestId(document.body, 'lang-import-ok'));
    await waitFor(() =>
      expect(bodyOf(callsTo(server(), productLanguagePaths.save)[0])).toEqual({ productId: 'p1', entries: [{ key: 'function.switch_led.name', zh: '开关', en: 'Power' }] }),
    );
    await waitFor(() => expect(toasts).toContain('已导入 1 条文案'));
    await waitFor(() => expect(q('lang-import-confirm')).toBeNull());
  });

  it('says when a passed pack changes nothing, and offers no import', async () => {
    answer();
    server().on('POST', api(productLanguagePaths.importCheck), () => ({ body: envelope(0, 'ok', importCheck({ changes: [], unchanged: 12 })) }));
    await open();
    await chooseFile(fileInput(), fileOf('pack.xls', 'application/vnd.ms-excel', 1000));
    await waitFor(() => expect(q('lang-import-confirm')?.textContent).toContain('语言包中的文案（12 条）均已一致，无需导入。'));
    expect(byTestId(document.body, 'lang-import-ok').hasAttribute('disabled')).toBe(true);
  });

  it('shows each text as a card on a phone, still editable', async () => {
    setScreenWidth(390);
    try {
      answer();
      await open('/product/multiLanguage/index?productId=p1&tab=function');
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(rows()[0]!.querySelector('[data-testid="list-card"]')?.textContent).toContain('function.switch_led.name');
      await click(byTestId(rows()[0]!, 'lang-edit-function.switch_led.name'));
      await waitFor(() => expect((byTestId(document.body, 'lang-edit-zh') as HTMLInputElement).value).toBe('开关'));
    } finally {
      setScreenWidth('reset');
    }
  });

  it('offers a retry when the texts cannot be loaded', async () => {
    server().on('GET', api(productLanguagePaths.list), () => ({ status: 500, body: envelope(ErrorCode.Internal, '服务器内部错误', null) }));
    view = await render(<ProductLanguagePage />, '/product/multiLanguage/index?productId=p1');
    await waitFor(() => expect(view.container.textContent).toContain('文案加载失败'));
    answer();
    await click([...view.container.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.replace(/\s/g, '') === '重试')!);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
