import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code is loading. */
export function PageLoader() {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>Loading page…</VisuallyHidden>
    </Center>
  );
}
