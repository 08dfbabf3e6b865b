import { BankAccountsSection } from './bank-accounts-section';
import { PaymentPasswordSection } from './payment-password-section';
import styles from './payments.module.css';
import './payments-strings';

/** The security centre's money part: the payment password and the payout bank accounts. */
export function PaymentSecurity() {
  return (
    <div className={styles.page}>
      <PaymentPasswordSection />
      <BankAccountsSection />
    </div>
  );
}
