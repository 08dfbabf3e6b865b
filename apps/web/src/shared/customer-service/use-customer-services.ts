import { useQuery } from '@tanstack/react-query';
import { type CustomerServiceEntry, decryptServices } from './customer-service';

/**
 * Decrypted ahead of the click: `window.open` must run inside the click itself or popup blockers
 * refuse it, so no await may sit between the click and the open.
 */
export function useCustomerServices(merchantCode: string | undefined, entries: CustomerServiceEntry[] | undefined) {
  return useQuery({
    queryKey: ['customer-service', merchantCode, entries],
    queryFn: () => decryptServices(merchantCode ?? '', entries ?? []),
    enabled: Boolean(merchantCode && entries && entries.length > 0),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
