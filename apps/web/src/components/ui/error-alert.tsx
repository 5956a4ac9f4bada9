import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** Something went wrong: the red alert with the warning sign, its title saying what failed. */
export function ErrorAlert(props: Omit<AlertProps, 'color' | 'variant' | 'icon'>) {
  return <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} {...props} />;
}
