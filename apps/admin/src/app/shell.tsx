import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import type { StaffPermission } from '@platform/contracts/staff';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { type ReactElement, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordChangePage } from '../features/login/password-change-page';
import { apiCall } from '../shared/api/http';
import { forgetStaffToken, staffToken } from '../shared/session/staff-token';
import { useStaff } from '../shared/session/use-staff';
import { LanguageSelect, ThemeToggle } from '../shared/ui/preferences';
import { ErrorState, LoadingState } from '../shared/ui/states';
import { useIdleCheck } from './idle-check';
import { navigationFor } from './navigation';
import styles from './shell.module.css';

/** The signed-in console: header, the side navigation the role allows, and the page. */
export function Shell() {
  const { t } = useTranslation();
  const staff = useStaff();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useIdleCheck();
  if (staffToken() === null) return <Navigate to="/login" replace />;
  if (staff.isPending) return <LoadingState />;
  if (staff.isError) return <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />;
  const profile = staff.data;
  const sections = navigationFor(profile.permissions);

  const logout = async () => {
    try {
      await apiCall(z.null(), ADMIN_API.staffLogout, { method: 'POST' });
    } finally {
      forgetStaffToken();
      queryClient.clear();
      await navigate('/login', { replace: true });
    }
  };

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('brand')}</span>
        <span className={styles.who}>
          <bdi>{profile.displayName}</bdi>
          <span className={styles.role}>{t(`role_${profile.role}`)}</span>
        </span>
        <div className={styles.tools}>
          <LanguageSelect />
          <ThemeToggle />
          <button type="button" onClick={() => void logout()}>
            <LogOut size={16} aria-hidden="true" /> {t('logout')}
          </button>
        </div>
      </header>
      {profile.mustChangePassword ? (
        // Nothing else until the password someone else chose is replaced (the server refuses the rest).
        <main className={styles.main}>
          <PasswordChangePage profile={profile} />
        </main>
      ) : (
        <>
          <nav className={styles.nav} aria-label={t('nav_label')}>
            {sections.map((section) => (
              <section key={section.id} aria-labelledby={`nav-${section.id}`}>
                <h2 id={`nav-${section.id}`} className={styles.sectionTitle}>
                  {t(section.labelKey)}
                </h2>
                <ul>
                  {section.entries.map((entry) => (
                    <li key={entry.path}>
                      <NavLink to={entry.path} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                        <entry.icon size={16} aria-hidden="true" /> {t(entry.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <main className={styles.main}>
            {/* Each area's code loads when one of its pages is first opened. */}
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </main>
        </>
      )}
    </div>
  );
}

/** The first page this role may open: where the console lands after login. */
export function FirstAllowedPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  if (!staff.data) return null;
  const first = navigationFor(staff.data.permissions)[0]?.entries[0];
  if (first) return <Navigate to={first.path} replace />;
  return <p className={styles.nothing}>{t('nothing_to_show')}</p>;
}

/** A page of the console, or the refusal when the role lacks its permission (a typed or old link). */
export function RequirePermission({ permission, children }: { permission: StaffPermission; children: ReactElement }) {
  const { t } = useTranslation();
  const staff = useStaff();
  if (!staff.data) return null;
  if (!staff.data.permissions.includes(permission)) return <p role="alert">{t('code_FORBIDDEN')}</p>;
  return children;
}
