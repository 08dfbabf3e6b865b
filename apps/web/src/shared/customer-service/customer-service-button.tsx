import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type CustomerServiceEntry, openServiceWindow, pickService } from './customer-service';
import { useCustomerServices } from './use-customer-services';

type Props = {
  merchantCode: string | undefined;
  entries: CustomerServiceEntry[] | undefined;
  /** Which service to open; LIVECHAT unless a caller asks for another. */
  csType?: string;
  className?: string;
  /** Visible text; defaults to the translated "Customer service". */
  label?: string;
};

export function CustomerServiceButton({ merchantCode, entries, csType = 'LIVECHAT', className, label }: Props) {
  const { t } = useTranslation();
  const { data: services = [] } = useCustomerServices(merchantCode, entries);
  const service = pickService(services, csType);
  return (
    <button
      type="button"
      className={className}
      // Disabled only while the addresses are not known (still decrypting, or no configuration).
      disabled={!service}
      onClick={() => {
        if (service) openServiceWindow(service);
      }}
    >
      <Headset size="1em" aria-hidden="true" className="icon-before-text" />
      {label ?? t('customer_service')}
    </button>
  );
}
