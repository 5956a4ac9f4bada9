import { useMemo, useState, type ReactNode } from 'react';
import { LabAdminTokenContext } from '../hooks/use-lab-admin-token';

/** Holds the lab admin token for everything below it: the banner and the fault switches. */
export function LabAdminTokenProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState('');
  const value = useMemo(() => ({ token, setToken }), [token]);
  return <LabAdminTokenContext value={value}>{children}</LabAdminTokenContext>;
}
