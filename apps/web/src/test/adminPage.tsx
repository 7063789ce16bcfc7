import type { ReactElement } from 'react';
import { expect } from 'vitest';
import type { UserInfo } from '@iotc/shared/spaces';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from './fixtures';
import { render, waitFor, type Rendered } from './render';

/** The test ids on screen, the body's included (antd renders drawers, modals and pop-confirms there). */
export const testIds = (): string[] => [...document.querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid') ?? '');

/**
 * A page rendered for a user holding `permissions` (and what `user` says), once the element with test id `ready`
 * is on screen when one is named.
 */
export async function renderAs(permissions: string[], page: ReactElement, ready?: string, user: Partial<UserInfo> = {}): Promise<Rendered> {
  useSessionStore.getState().setUserInfo(userInfoFixture({ permissions, ...user }));
  const view = await render(page);
  if (ready !== undefined) await waitFor(() => expect(testIds()).toContain(ready));
  return view;
}
