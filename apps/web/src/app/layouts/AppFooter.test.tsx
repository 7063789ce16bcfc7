import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebConfig } from '@iotc/shared/platform';
import { DEV_OUTBOX } from '@/features/auth/mailbox';
import { render, type Rendered } from '@/test/render';
import { AppFooter } from './AppFooter';
import { usePublicConfig } from '@/lib/publicConfig';

vi.mock('@/lib/publicConfig', () => ({ usePublicConfig: vi.fn() }));
const publicConfig = vi.mocked(usePublicConfig);

let view: Rendered;
afterEach(() => view.unmount());

const outboxLink = () => view.container.querySelector(`a[href="${DEV_OUTBOX}"]`);

describe('AppFooter', () => {
  it('links the development outbox when the server says it answers this browser', async () => {
    publicConfig.mockReturnValue({ filingNumber: '', copyrightYear: 2021, outbox: true } satisfies WebConfig);
    view = await render(<AppFooter />);
    expect(outboxLink()).not.toBeNull();
  });

  it('has no outbox link where the outbox would not answer (another machine, or not the embedded mode)', async () => {
    publicConfig.mockReturnValue({ filingNumber: 'ICP 1', copyrightYear: 2021, outbox: false } satisfies WebConfig);
    view = await render(<AppFooter />);
    expect(outboxLink()).toBeNull();
    expect(view.container.textContent).toContain('ICP 1');
  });
});
