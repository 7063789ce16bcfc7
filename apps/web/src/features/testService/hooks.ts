import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestAccountAddBody, TestAccountDeleteBody } from '@iotc/shared/testService';
import { productQueryKeys } from '@/features/products/queryKeys';
import { PRODUCTS_QUERY_KEY } from '@/lib/realtime';
import { addTestAccount, deleteTestAccount, getTestReport, listTestAccounts, uploadTestReport, type TestReportUpload } from './api';

export function useTestReport(productId: string) {
  return useQuery({ queryKey: productQueryKeys.part(productId, 'testReport'), queryFn: () => getTestReport(productId) });
}

export function useTestAccounts(productId: string) {
  return useQuery({ queryKey: productQueryKeys.part(productId, 'testAccounts'), queryFn: () => listTestAccounts(productId) });
}

/** The report counts among the development checks: the product's queries go stale with it. */
export function useUploadTestReport(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: TestReportUpload; onProgress?: (percent: number) => void }) => uploadTestReport(input, onProgress),
    onSuccess: () => client.invalidateQueries({ queryKey: [...PRODUCTS_QUERY_KEY, productId] }),
  });
}

function useAccountMutation<T>(productId: string, call: (body: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: productQueryKeys.part(productId, 'testAccounts') }) });
}

export const useAddTestAccount = (productId: string) => useAccountMutation(productId, (body: TestAccountAddBody) => addTestAccount(body));
export const useDeleteTestAccount = (productId: string) => useAccountMutation(productId, (body: TestAccountDeleteBody) => deleteTestAccount(body));
