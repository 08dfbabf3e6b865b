import type { PermissionValue } from '@platform/contracts/system';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CustomerServiceButton } from '../../shared/customer-service/customer-service-button';
import styles from './root-notice.module.css';

type Props = {
  /** Decorative: the title says what the screen is. */
  icon: LucideIcon;
  title: string;
  text: string;
  permission: PermissionValue | undefined;
  /** Shown between the text and the customer-service button. */
  children?: ReactNode;
};

/** The card a root screen other than the application shows (spec 2.7), always with customer service. */
export function RootNotice({ icon: Icon, title, text, permission, children }: Props) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <Icon className={styles.icon} aria-hidden="true" />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {children}
        <CustomerServiceButton
          className={styles.action}
          merchantCode={permission?.merchantCode}
          entries={permission?.customerService}
        />
      </section>
    </main>
  );
}
