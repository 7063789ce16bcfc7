import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTimeZone } from '@/lib/format';
import { byTestId, click, render, waitFor, type Rendered } from '@/test/render';
import { TimeZoneSwitcher } from './TimeZoneSwitcher';

let view: Rendered;
afterEach(() => {
  view.unmount();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const menuItems = () => [...document.body.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')];

describe('TimeZoneSwitcher', { timeout: 20_000 }, () => {
  it('names the zone times are shown in, offers common zones, and keeps the one chosen', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    view = await render(<TimeZoneSwitcher />);
    const button = byTestId(view.container, 'time-zone-switcher');
    expect(button.textContent).toBe('GMT+8');
    await click(button);
    await waitFor(() => expect(menuItems().length).toBeGreaterThan(5));
    const labels = menuItems().map((item) => item.textContent);
    expect(labels[0]).toBe('GMT+8 Asia/Shanghai');
    // The browser's own zone is marked as such (this machine's may be UTC itself).
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(labels.filter((label) => label?.endsWith('(本浏览器的时区)'))).toEqual([expect.stringContaining(own)]);
    await click(menuItems().find((item) => item.textContent?.startsWith('GMT UTC'))!);
    expect(localStorage.getItem('iotc.tz')).toBe('UTC');
    expect(reload).toHaveBeenCalledOnce();
    view.unmount();
    view = await render(<TimeZoneSwitcher />);
    expect(byTestId(view.container, 'time-zone-switcher').textContent).toBe('GMT');
    vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
    setTimeZone('Asia/Shanghai');
  });
});
