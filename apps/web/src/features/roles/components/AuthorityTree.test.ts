import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@iotc/shared/menus';
import { linksOf, toggleGrant } from './AuthorityTree';

const node = (id: string, children: MenuItem[] = []) => ({ id, children }) as MenuItem;
const links = linksOf([node('system', [node('system-dict', [node('system-dict-add'), node('system-dict-edit')]), node('system-user')]), node('home')]);
const sorted = (ids: string[]) => [...ids].sort();

describe('toggleGrant', () => {
  it('checks the parents of a checked entry, so it is reachable in the menu', () => {
    expect(sorted(toggleGrant([], 'system-dict-add', true, links))).toEqual(['system', 'system-dict', 'system-dict-add']);
  });

  it('checks everything under a checked entry', () => {
    expect(sorted(toggleGrant(['home'], 'system-dict', true, links))).toEqual(['home', 'system', 'system-dict', 'system-dict-add', 'system-dict-edit']);
  });

  it('lets a page stay granted without its buttons (view only)', () => {
    const all = toggleGrant([], 'system-dict', true, links);
    const noAdd = toggleGrant(all, 'system-dict-add', false, links);
    const viewOnly = toggleGrant(noAdd, 'system-dict-edit', false, links);
    expect(sorted(viewOnly)).toEqual(['system', 'system-dict']);
  });

  it('unchecks everything under an unchecked entry, and leaves its parents', () => {
    const all = toggleGrant([], 'system', true, links);
    expect(sorted(toggleGrant(all, 'system-dict', false, links))).toEqual(['system', 'system-user']);
  });
});
