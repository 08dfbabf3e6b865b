import { decryptServicePath } from '@platform/contracts/customer-service-cipher';

export type CustomerServiceEntry = { csType: string; path: string };
export type CustomerService = { csType: string; url: string };

/** Spec 9: the service window is 440 x 750; noopener keeps the third-party page away from ours. */
export const SERVICE_WINDOW_FEATURES = 'width=440,height=750,noopener';

/** Decrypts every entry; one that cannot be decrypted is dropped rather than breaking the rest. */
export async function decryptServices(
  merchantCode: string,
  entries: CustomerServiceEntry[],
): Promise<CustomerService[]> {
  const results = await Promise.all(
    entries.map(async (entry) => {
      try {
        return { csType: entry.csType, url: await decryptServicePath(merchantCode, entry.path) };
      } catch {
        return null;
      }
    }),
  );
  return results.filter((r): r is CustomerService => r !== null);
}

/** Spec 9: the requested type, or the first listed service when that type is missing. */
export function pickService(services: CustomerService[], csType?: string): CustomerService | undefined {
  return services.find((s) => s.csType === csType) ?? services[0];
}

export function openServiceWindow(service: CustomerService): void {
  window.open(service.url, 'customer-service', SERVICE_WINDOW_FEATURES);
}
