import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { WHY_LEARN_HEADING } from '../lib/learn-text';

const BENEFITS = [
  {
    title: 'Systems that stay up',
    text: 'A queue between services lets one of them slow down or fail while the others keep answering. You will see that happen in the services running on your machine.',
  },
  {
    title: 'Work that scales on its own',
    text: 'Small services that talk through bindings and events can each grow with their own load, instead of the whole application growing for its busiest part.',
  },
  {
    title: 'Habits that carry over',
    text: 'Promises, retries, idempotent consumers and timeouts are the same ideas in every cloud. Learn them once here, with code you can run and change.',
  },
] as const;

/** The hub's closing block: three reasons the subject is worth the effort. */
export function WhyLearn() {
  return (
    <Paper withBorder p="lg" radius="md" mt="xl" component="section" aria-labelledby="why-learn">
      <Title order={2} size="h3" id="why-learn" mb="md">
        {WHY_LEARN_HEADING}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {BENEFITS.map((benefit) => (
          <Stack key={benefit.title} gap={4}>
            <Text fw={600}>{benefit.title}</Text>
            <Text size="sm" c="dimmed">
              {benefit.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
