import { PasswordInput } from '@mantine/core';
import { ADMIN_TOKEN_LABEL } from '../lib/constants';

interface AdminTokenInputProps {
  /** What the token is asked for here. */
  description: string;
  token: string;
  onChange: (token: string) => void;
}

/** The lab admin token, asked for where the lab's admin calls need one. */
export function AdminTokenInput({ description, token, onChange }: AdminTokenInputProps) {
  return (
    <PasswordInput
      label={ADMIN_TOKEN_LABEL}
      description={description}
      autoComplete="off"
      value={token}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  );
}
