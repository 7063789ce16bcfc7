import { QueryClient } from '@tanstack/react-query';
import { leftSpace, useSessionStore } from '@/lib/sessionStore';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request client already showed the failure; a silent retry would show it again.
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

// Cached answers belong to one user in one space.
useSessionStore.subscribe((state, previous) => {
  if (leftSpace(state, previous)) queryClient.clear();
});
