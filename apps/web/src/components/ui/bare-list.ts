/**
 * Props that make a Mantine Stack or SimpleGrid a list without bullets or indent. The explicit
 * role keeps it a list for screen readers: Safari drops the role of an unstyled list.
 */
export const BARE_LIST = {
  component: 'ul',
  role: 'list',
  p: 0,
  m: 0,
  style: { listStyle: 'none' },
} as const;
