import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@iotc/shared/platform';
import { DEV_OUTBOX } from '@/features/auth/mailbox';
import { render, type Rendered } from '@/test/render';
import { AppFooter } from './AppFooter';
import { usePublicConfig } from '@/lib/publicConfig';

vi.mock('@/lib/publicConfig', () => ({ usePublicConfig: vi.fn() }));
const publicConfig = vi.mocked(usePublicConfig);

let view: Rendered;
afterEach(() => {
  view.unmount();
  vi.useRealTimers();
});

const outboxLink = () => view.container.querySelector(`a[href="${DEV_OUTBOX}"]`);

describe('AppFooter', () => {
  it('links the development outbox when the server says it answers this browser', async () => {
    publicConfig.mockReturnValue({ filingNumber: '', outbox: true } satisfies WebConfig);
    view = await render(<AppFooter />);
    expect(outboxLink()).not.toBeNull();
  });

  it('has no outbox link where the outbox would not answer (another machine, or not the embedded mode)', async () => {
    publicConfig.mockReturnValue({ filingNumber: 'ICP 1', outbox: false } satisfies WebConfig);
    view = await render(<AppFooter />);
    expect(outboxLink()).toBeNull();
    expect(view.container.textContent).toContain('ICP 1');
  });

  it('runs the copyright line up to the current year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T00:00:00Z'));
    publicConfig.mockReturnValue({ filingNumber: '', outbox: false } satisfies WebConfig);
    view = await render(<AppFooter />);
    expect(view.container.textContent).toContain('© 2021–2031');
  });
});
