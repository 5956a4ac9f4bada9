import { Badge, Box } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { joinPagePath } from '@repo/contracts/classes';
import { useStoredValue } from '@/hooks/use-stored-value';
import { membershipStore } from '@/features/classes/lib/membership';
import { IN_CLASS_BADGE } from '@/features/classes/lib/class-text';

/** In a class: its code in the header, a link to what the instructor sees of the learner. */
export function ClassBadge() {
  const [membership] = useStoredValue(membershipStore);
  if (!membership) return null;
  return (
    <Badge
      component={Link}
      to={joinPagePath(membership.code)}
      variant="light"
      tt="none"
      leftSection={<IconUsers size={14} aria-hidden />}
      style={{ cursor: 'pointer', flexShrink: 0, overflow: 'visible' }}
      aria-label={`${IN_CLASS_BADGE(membership.code)}: what your instructor sees`}
    >
      {/* On a phone the icon alone: the header has no room for more. */}
      <Box component="span" visibleFrom="xs">
        {membership.code}
      </Box>
    </Badge>
  );
}
