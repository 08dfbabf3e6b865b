import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

/** The popups any screen can open (spec 2.8); later issues add their kinds here. */
export type ModalKind = 'login' | 'register' | 'forgot' | 'help';

type ModalState = {
  kind: ModalKind | null;
  /** Opened by visiting its route (/login, /register, /help): closing it returns to /. */
  fromRoute: boolean;
  /** The help entry to open at (`/help#term`). */
  helpTerm: string | undefined;
};

type ModalApi = ModalState & {
  open: (kind: ModalKind, options?: { fromRoute?: boolean; helpTerm?: string }) => void;
  /** Switches between related popups (login ⇄ register ⇄ forgot) keeping where it came from. */
  switchTo: (kind: ModalKind) => void;
  close: () => void;
  /** Drops the popup without navigating, e.g. when the user walked away from its route. */
  dismiss: () => void;
};

const ModalContext = createContext<ModalApi | null>(null);
const CLOSED: ModalState = { kind: null, fromRoute: false, helpTerm: undefined };

export function ModalProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<ModalState>(CLOSED);

  const open = useCallback((kind: ModalKind, options?: { fromRoute?: boolean; helpTerm?: string }) => {
    setState({ kind, fromRoute: options?.fromRoute ?? false, helpTerm: options?.helpTerm });
  }, []);
  const switchTo = useCallback((kind: ModalKind) => setState((s) => ({ ...s, kind })), []);
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
