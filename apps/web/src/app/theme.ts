import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // Filled badges and buttons pick black or white text by contrast instead of always white.
  autoContrast: true,
});
