import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { getQuota } from './api';

/**
 * The device-credential quota of the current space. Keyed by the profile's account type as well:
 * when it changes (a certification approved), the figures are fetched again.
 */
export function useQuota() {
  const tenantId = useSessionStore((s) => s.userInfo?.tenantId ?? null);
  const accountType = useSessionStore((s) => s.userInfo?.accountType ?? null);
  return useQuery({ queryKey: ['quota', tenantId, accountType], queryFn: getQuota, enabled: tenantId !== null });
}
