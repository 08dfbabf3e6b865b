import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { brandListSchema } from '@platform/contracts/brands';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../shared/api/http';

export const BRANDS_KEY = ['brands'] as const;

export function useBrands() {
  return useQuery({ queryKey: BRANDS_KEY, queryFn: () => apiCall(brandListSchema, ADMIN_API.brands) });
}
