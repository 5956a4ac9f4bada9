// What the console shows of a member, cell by cell; the member's own page shows the same.
import { Badge, Group, Progress, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconHandStop } from '@tabler/icons-react';
import type { ClassMember } from '@repo/contracts/classes';
import { STUCK_TEXT } from '../lib/class-text';
import { overallPercent } from '../lib/member-figures';

/** A badge that shows all its words, wrapping rather than cut. */
const WHOLE = {
  tt: 'none',
  h: 'auto',
  radius: 'sm',
  py: 2,
  styles: { label: { whiteSpace: 'normal', overflow: 'visible' } },
} as const;

export function WhereCell({ member }: { member: ClassMember }) {
  const { location } = member;
  if (!location)
    return (
      <Text size="sm" c="dimmed">
        Not in a lesson
      </Text>
    );
  return (
    <Text size="sm">
      {location.moduleId} · §{location.section + 1} {location.sectionTitle}
      {location.lab ? (
        <Text span size="sm" c="dimmed" display="block">
          Lab {location.lab.exerciseId}: step {location.lab.step + 1} of {location.lab.steps}
        </Text>
      ) : null}
    </Text>
  );
}

export function ProgressCell({ member }: { member: ClassMember }) {
  const percent = overallPercent(member);
  return (
    <Group gap="xs" wrap="nowrap" miw={120}>
      <Progress value={percent} w={70} aria-hidden />
      <Text size="sm">{percent} %</Text>
    </Group>
  );
}

export function DrillsCell({ member }: { member: ClassMember }) {
  const { drills } = member;
  if (drills.started === 0)
    return (
      <Text size="sm" c="dimmed">
        None yet
      </Text>
    );
  return (
    <Text size="sm">
      {drills.solved} solved of {drills.started}, {drills.attempts} attempts
      {drills.running ? (
        <Text span size="sm" c="dimmed" display="block">
          A {drills.running.level} drill running
        </Text>
      ) : null}
    </Text>
  );
}

export function HandCell({ member }: { member: ClassMember }) {
  if (!member.hand)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Badge color="orange" leftSection={<IconHandStop size={14} aria-hidden />} {...WHOLE}>
      Hand up
    </Badge>
  );
}

export function StuckCell({ member }: { member: ClassMember }) {
  if (!member.stuck)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Badge color="red" {...WHOLE}>
      {STUCK_TEXT[member.stuck.reason]}
    </Badge>
  );
}

/** A member's row as labelled facts: the learner's own page and the projector show it so. */
export function MemberFactsGrid({
  member,
  children,
}: {
  member: ClassMember;
  children?: ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Fact label="Name">{member.displayName}</Fact>
      <Fact label="Where">
        <WhereCell member={member} />
      </Fact>
      <Fact label="Progress">
        <ProgressCell member={member} />
      </Fact>
      <Fact label="Labs passed">{member.labsPassed.length}</Fact>
      <Fact label="Drills">
        <DrillsCell member={member} />
      </Fact>
      <Fact label="Hand">
        <HandCell member={member} />
      </Fact>
      <Fact label="Stuck">
        <StuckCell member={member} />
      </Fact>
      {children}
    </SimpleGrid>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm">{children}</Text>
      ) : (
        children
      )}
    </div>
  );
}
