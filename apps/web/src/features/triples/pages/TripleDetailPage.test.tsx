import { afterEach, describe, expect, it } from 'vitest';
import { triplePaths } from '@iotc/shared/triples';
import { api, bodyOf, callsTo, envelope, pick, search, setupServer } from '@/features/devices/testSupport';
import { pageOf } from '@/features/devices/testData';
import { byTestId, click, render, rowDetails, waitFor, type Rendered } from '@/test/render';
import { triple } from '../testData';
import TripleDetailPage from './TripleDetailPage';

const { server } = setupServer();
let view: Rendered;
afterEach(() => view.unmount());

const rows = () => [...view.container.querySelectorAll<HTMLElement>('[data-testid="triple-row"]')];
const lastBody = () => bodyOf(callsTo(server(), triplePaths.list).at(-1));
const twoTriples = [triple(), triple({ deviceId: 'did00000000000002', username: 'u-2', password: 'other-pass', sn: 'SN-0002', mac: null, activated: false, exportCount: 0 })];

function answer(list = twoTriples) {
  server().on('POST', api(triplePaths.list), () => pageOf(list));
  server().on('GET', api(triplePaths.exportCount), () => ({ body: envelope(0, 'ok', 2) }));
}

describe('TripleDetailPage', { timeout: 20_000 }, () => {
  it('lists device id, username, masked password, SN, MAC, batch, activation, exports and creation', async () => {
    answer();
    view = await render(<TripleDetailPage />, '/manufacture/triple/detail/index?generationId=g1');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    const [first, second] = rows();
    for (const value of ['did00000000000001', 'u-did00000000000001', 'SN-0001', '已激活']) expect(first!.textContent).toContain(value);
    // MAC, batch and exports wait in the row's details, so the table fits a 1440 px screen.
    const details = Object.values(await rowDetails(first!)).join(' ');
    for (const value of ['AA:BB:CC:00:00:01', 'B1']) expect(details).toContain(value);
    expect(second!.textContent).toContain('未激活');
    expect(first!.textContent).not.toContain('s3cret-pass');
    expect(byTestId(view.container, 'triple-password-did00000000000001').textContent).toBe('••••••••');
    // An activated triple's device has a details page.
    expect(first!.querySelector('a')!.getAttribute('href')).toBe('/device/detail/index?id=did00000000000001');
    expect(second!.querySelector('a')).toBeNull();
    await waitFor(() => expect(byTestId(view.container, 'triple-export-count').textContent).toBe('已导出 2 次'));
    expect(callsTo(server(), triplePaths.exportCount)[0]!.query.get('generationId')).toBe('g1');
    expect(lastBody()).toEqual({ generationId: 'g1', pageNo: 1, pageSize: 10 });
  });

  it('reveals a password on demand', async () => {
    answer();
    view = await render(<TripleDetailPage />, '/manufacture/triple/detail/index?generationId=g1');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await click(byTestId(view.container, 'triple-password-did00000000000001-reveal'));
    expect(byTestId(view.container, 'triple-password-did00000000000001').textContent).toBe('s3cret-pass');
    expect(byTestId(view.container, 'triple-password-did00000000000002').textContent).toBe('••••••••');
  });

  it('searches and filters by activation from page 1, and says when nothing matches', async () => {
    server().on('POST', api(triplePaths.list), (call) => pageOf(bodyOf(call).keyword ? [] : twoTriples));
    server().on('GET', api(triplePaths.exportCount), () => ({ body: envelope(0, 'ok', 0) }));
    view = await render(<TripleDetailPage />, '/manufacture/triple/detail/index?generationId=g1');
    await waitFor(() => expect(rows()).toHaveLength(2), 8000);
    await pick('triple-filter-activated', '未激活');
    await waitFor(() => expect(lastBody()).toEqual({ generationId: 'g1', activated: 0, pageNo: 1, pageSize: 10 }));
    await search('triple-search', 'SN-9');
    await waitFor(() => expect(lastBody()).toEqual({ generationId: 'g1', keyword: 'SN-9', activated: 0, pageNo: 1, pageSize: 10 }));
    await waitFor(() => expect(byTestId(view.container, 'triple-empty').textContent).toContain('没有符合筛选条件的三元组'));
  });

  it('without a generation in the address, says so and calls nothing', async () => {
    view = await render(<TripleDetailPage />, '/manufacture/triple/detail/index');
    expect(view.container.textContent).toContain('生成记录不存在');
    expect(callsTo(server(), triplePaths.list)).toEqual([]);
  });
});
