import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

/** The popups any screen can open (spec 2.8); later issues add their kinds here. */
export type ModalKind = 'login' | 'register' | 'forgot' | 'help' | 'changePassword' | 'notice';

/** How the change-password popup was opened (spec 4.2 / 4.3). */
export type ChangePasswordOptions = {
  /** Opened by a login whose password is the default or expired: it cannot be dismissed, only left by logging out. */
  forced?: boolean;
  /**
   * The password the user typed at that login, so they are not asked for it again. Held in this
   * state only while the popup is open and never written to any storage.
   */
  knownPassword?: string;
  /** Where to go after the change: / (spec 4.3), or /agentHome after an agent-page login. */
  destination?: string;
};

type ModalState = {
  kind: ModalKind | null;
  /** Opened by visiting its route (/login, /register, /help): closing it returns to /. */
  fromRoute: boolean;
  /** The help entry to open at (`/help#term`). */
  helpTerm: string | undefined;
  changePassword: ChangePasswordOptions;
  /** The notice the notice popup opens at (absent: the newest). */
  noticeId: number | undefined;
  /** Why the login popup opened by itself, shown above its form (spec 8 "Not logged in"). */
  loginReason: LoginReason | undefined;
};

/** The translation key of a reason to log in. */
export type LoginReason = 'please_login';

type OpenOptions = {
  fromRoute?: boolean;
  helpTerm?: string;
  changePassword?: ChangePasswordOptions;
  noticeId?: number;
  loginReason?: LoginReason;
};

type ModalApi = ModalState & {
  open: (kind: ModalKind, options?: OpenOptions) => void;
  /** Switches between related popups (login ⇄ register ⇄ forgot) keeping where it came from. */
  switchTo: (kind: ModalKind) => void;
  close: () => void;
  /** Drops the popup without navigating, e.g. when the user walked away from its route. */
  dismiss: () => void;
};

const ModalContext = createContext<ModalApi | null>(null);
const CLOSED: ModalState = {
  kind: null,
  fromRoute: false,
  helpTerm: undefined,
  changePassword: {},
  noticeId: undefined,
  loginReason: undefined,
};

export function ModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<ModalState>(CLOSED);

  const open = useCallback((kind: ModalKind, options?: OpenOptions) => {
    setState({
      kind,
      fromRoute: options?.fromRoute ?? false,
      helpTerm: options?.helpTerm,
      changePassword: options?.changePassword ?? {},
      noticeId: options?.noticeId,
      loginReason: options?.loginReason,
    });
  }, []);
  // Switching drops the change-password options so a known password never outlives its popup.
  const switchTo = useCallback(
    (kind: ModalKind) => setState((s) => ({ ...s, kind, changePassword: {}, loginReason: undefined })),
    [],
  );
  const dismiss = useCallback(() => setState(CLOSED), []);
  const close = useCallback(() => {
    setState(CLOSED);
    if (state.fromRoute) navigate('/');
  }, [navigate, state.fromRoute]);

  const value = useMemo(() => ({ ...state, open, switchTo, close, dismiss }), [state, open, switchTo, close, dismiss]);
  return <ModalContext.Provider value={value}>{children}</ModalContext.Provider>;
}

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModals needs a ModalProvider');
  return api;
}
