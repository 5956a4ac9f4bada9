import { Badge } from '@mantine/core';
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
      style={{ cursor: 'pointer' }}
      aria-label={`${IN_CLASS_BADGE(membership.code)}: what your instructor sees`}
    >
      {IN_CLASS_BADGE(membership.code)}
    </Badge>
  );
}
