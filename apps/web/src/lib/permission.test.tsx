import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Perm } from '@iotc/shared';
import { useSessionStore } from '@/lib/session';
import { userInfoFixture } from '@/test/fixtures';
import { render, type Rendered } from '@/test/render';
import { Permission, usePermission } from './permission';

function Probe({ perm }: { perm: Perm }) {
  return <span data-testid="probe">{usePermission(perm) ? 'yes' : 'no'}</span>;
}

let view: Rendered;
afterEach(() => {
  view.unmount();
  useSessionStore.getState().clear();
});

const text = () => view.container.querySelector('[data-testid="probe"]')?.textContent;

describe('the permission directive (spec 000 §6)', () => {
  it('shows an action only when the user holds its permission', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.dictList, Perm.dictAdd] }));
    view = await render(
      <>
        <Permission perm={Perm.dictAdd}>
          <button>add</button>
        </Permission>
        <Permission perm={Perm.dictDelete}>
          <button>delete</button>
        </Permission>
      </>,
    );
    expect([...view.container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['add']);
  });

  it('hides everything before the profile is loaded', async () => {
    useSessionStore.getState().clear();
    view = await render(
      <>
        <Permission perm={Perm.menuList}>
          <button>menus</button>
        </Permission>
        <Probe perm={Perm.menuList} />
      </>,
    );
    expect(view.container.querySelector('button')).toBeNull();
    expect(text()).toBe('no');
  });

  it('follows a change of the permissions without a reload (a new profile after a role change)', async () => {
    useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [] }));
    view = await render(<Probe perm={Perm.roleEdit} />);
    expect(text()).toBe('no');
    act(() => useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.roleEdit] })));
    expect(text()).toBe('yes');
    act(() => useSessionStore.getState().setUserInfo(userInfoFixture({ permissions: [Perm.roleList] })));
    expect(text()).toBe('no');
  });
});
