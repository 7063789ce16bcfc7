import type { ReactNode } from 'react';
import type { Perm } from '@iotc/shared';
import { useSessionStore } from './sessionStore';

/** Whether the signed-in user's roles grant `perm` in the current space (spec 000 §6). */
export function usePermission(perm: Perm): boolean {
  return useSessionStore((s) => s.userInfo?.permissions.includes(perm) ?? false);
}

/** Whether the user holds at least one of `perms`. */
export function useAnyPermission(perms: Perm[]): boolean {
  return useSessionStore((s) => perms.some((perm) => s.userInfo?.permissions.includes(perm)));
}

/** The permission directive: renders its children only when the user holds `perm`. */
export function Permission({ perm, children }: { perm: Perm; children: ReactNode }) {
  return usePermission(perm) ? children : null;
}
