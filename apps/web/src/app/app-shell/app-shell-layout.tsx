import { Anchor, AppShell, Burger, Container, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { APP_TITLE } from '@/config/constants';
import { ROUTES } from '@/config/routes';
import { ClassDrillNotice } from '@/features/classes/components/class-drill-notice';
import { FaultBanner } from '@/features/lab/components/fault-banner';
import { LabColumn, LabSheet } from '@/features/learn/lab/lazy-lab-dock';
import { SHEET_HEIGHT_VARIABLE, useDockedLab } from '@/features/learn/lab/use-docked-lab';
import { LabAdminTokenProvider } from '@/features/lab/components/lab-admin-token-provider';
import { ClassBadge } from './class-badge';
import { ClassReporting } from './class-reporting';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { MainNav } from './main-nav';
import './page-scroll.css';
import { usePageScroll } from './use-page-scroll';

const HEADER_HEIGHT = 60;
const NAVBAR_ID = 'main-navbar';
/** The lab panel's column beside the page, from the `md` breakpoint up. */
const LAB_COLUMN_WIDTH = 360;

/**
 * Header with title, navigation and colour-scheme toggle; the pages render below it, under the
 * banner of active lab faults.
 */
export function AppShellLayout() {
  const theme = useMantineTheme();
  const [menuOpened, menu] = useDisclosure(false);
  // From the `sm` breakpoint up the links sit in the header (see hiddenFrom/visibleFrom below).
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? false;
  // The phone menu only exists while open, so it never duplicates the header links.
  const showMenu = menuOpened && !isDesktop;
  usePageScroll();
  // The active lab exercise: a column beside the page when there is room, a bottom sheet else.
  const lab = useDockedLab();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`) ?? false;
  const labColumn = lab !== null && !lab.collapsed && isWide;

  return (
    <ClassReporting>
      <AppShell
        header={{ height: HEADER_HEIGHT }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !showMenu, desktop: true } }}
        aside={{
          width: LAB_COLUMN_WIDTH,
          breakpoint: 'md',
          collapsed: { mobile: true, desktop: !labColumn },
        }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="md" wrap="nowrap" justify="space-between">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger
                opened={showMenu}
                onClick={menu.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label="Toggle navigation"
                aria-expanded={showMenu}
                aria-controls={NAVBAR_ID}
              />
              <Anchor
                component={Link}
                to={ROUTES.dashboard}
                c="inherit"
                underline="never"
                fw={700}
                // On a phone the full title wraps onto two smaller lines rather than being cut.
                fz={{ base: 'sm', xs: 'lg' }}
                lh={1.2}
                miw={0}
                style={{ overflowWrap: 'anywhere', textWrap: 'balance' }}
                data-app-title=""
              >
                {APP_TITLE}
              </Anchor>
            </Group>
            <Group gap="md" wrap="nowrap">
              <Group visibleFrom="sm">
                <MainNav orientation="horizontal" />
              </Group>
              <ClassBadge />
              <ColorSchemeToggle />
            </Group>
          </Group>
        </AppShell.Header>

        <AppShell.Navbar id={NAVBAR_ID} p="md">
          {showMenu ? <MainNav orientation="vertical" onNavigate={menu.close} /> : null}
        </AppShell.Navbar>

        {/* A new page opens at its top; Back and Forward bring the learner back where they were. */}
        <ScrollRestoration />
        {/* Nothing stands in while the panel's chunk arrives: the page itself is usable. */}
        <Suspense fallback={null}>
          <AppShell.Aside>{labColumn ? <LabColumn active={lab} /> : null}</AppShell.Aside>
          {lab !== null && !labColumn ? <LabSheet active={lab} /> : null}
        </Suspense>
        <AppShell.Main
          // Room below the page's end for the lab's bottom sheet, so it never hides what a step asks for.
          style={{
            paddingBottom: `calc(var(--app-shell-padding) + var(${SHEET_HEIGHT_VARIABLE}, 0px))`,
          }}
        >
          {/* The banner's Clear buttons and the page's fault switches share the admin token. */}
          <LabAdminTokenProvider>
            <Container size="lg" px={0}>
              <FaultBanner />
              <ClassDrillNotice />
              <Suspense fallback={<PageLoader />}>
                <Outlet />
              </Suspense>
            </Container>
          </LabAdminTokenProvider>
        </AppShell.Main>
      </AppShell>
    </ClassReporting>
  );
}
