// The lab admin token, typed once on the Services page and used by every Clear in the banner.
// It lives only in React state: never stored, gone on reload.
import { createContext, useContext } from 'react';

export interface LabAdminToken {
  token: string;
  setToken: (token: string) => void;
}

export const LabAdminTokenContext = createContext<LabAdminToken | null>(null);

export function useLabAdminToken(): LabAdminToken {
  const value = useContext(LabAdminTokenContext);
  if (value === null) throw new Error('useLabAdminToken needs a LabAdminTokenProvider above it');
  return value;
}
