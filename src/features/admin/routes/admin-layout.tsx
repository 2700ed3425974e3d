import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { adminFailure, useGetStaffMemberQuery } from '../api';
import { adminCopy } from '../content';
import {
  CONTENT_WRITE,
  COURSES_WRITE,
  KIND_NAMES,
  KINDS,
  LEARNERS_READ,
  ORDERS_READ,
  SUBSCRIBERS_READ,
} from '../kinds';
import { learnersCopy } from '../learners-content';
import { allows } from '../model';
import type { StaffMember } from '../model';
import { ordersCopy } from '../orders-content';
import { adminPaths } from '../paths';
import { playerCoursesCopy } from '../player-courses-content';
import { subscribersCopy } from '../subscribers-content';

import { ErrorState } from '@/components/error-state';
import { PageTitle } from '@/components/page-title';
import { StatePanel } from '@/components/state-panel';

/** What every console screen gets from the layout: who is signed in, with which permissions. */
export type ConsoleContext = { staff: StaffMember };

const Console = createContext<ConsoleContext | null>(null);

/** The signed-in staff member, for a console screen (inside the layout, which shows screens once it knows). */
export function useConsole(): ConsoleContext {
  const context = useContext(Console);
  if (!context) throw new Error('A console screen renders inside AdminLayout.');
  return context;
}

/**
 * The console's sections the token allows: one per kind, the player courses, the orders, the learners and
 * reports, the subscribers, the audit log.
 */
export function sectionsFor(staff: StaffMember): { to: string; label: string }[] {
  const content = allows(staff, CONTENT_WRITE);
  return [
    ...(content ? KIND_NAMES.map((name) => ({ to: adminPaths.kind(name), label: KINDS[name].title })) : []),
    ...(allows(staff, COURSES_WRITE)
      ? [{ to: adminPaths.playerCourses, label: playerCoursesCopy.coursesTitle }]
      : []),
    ...(allows(staff, ORDERS_READ) ? [{ to: adminPaths.orders, label: ordersCopy.ordersTitle }] : []),
    ...(allows(staff, LEARNERS_READ)
      ? [
          { to: adminPaths.learners, label: learnersCopy.learnersTitle },
          { to: adminPaths.reports, label: learnersCopy.reportsTitle },
        ]
      : []),
    ...(allows(staff, SUBSCRIBERS_READ)
      ? [{ to: adminPaths.subscribers, label: subscribersCopy.title }]
      : []),
    ...(content ? [{ to: adminPaths.audit, label: adminCopy.auditTitle }] : []),
  ];
}

/**
 * The sections, the current one marked. Links with `aria-current` rather than NavLink: no public page uses
 * NavLink, and the router's shared chunk would carry it for every page.
 */
function ConsoleNav({ staff }: { staff: StaffMember }) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={adminCopy.navLabel} sx={{ minWidth: 0 }}>
      <List
        dense
        sx={{
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          overflowX: { xs: 'auto', md: 'visible' },
          gap: 0.5,
          py: 0,
        }}
      >
        {sectionsFor(staff).map(({ to, label }) => (
          <li key={to}>
            <ListItemButton
              component={RouterLink}
              to={to}
              aria-current={pathname === to || pathname.startsWith(`${to}/`) ? 'page' : undefined}
              sx={{
                borderRadius: 1,
                whiteSpace: 'nowrap',
                '&[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
                '&[aria-current="page"]:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <ListItemText primary={label} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Box>
  );
}

/**
 * The console's frame: it asks the backend who the token names first, then shows only the sections the
 * token's permissions allow. A learner's token (no permissions) is told plainly that it has no staff access.
 */
export function AdminLayout({ screen }: { screen: ReactNode }) {
  const { data: staff, error, isLoading, refetch } = useGetStaffMemberQuery(undefined);
  let content;
  if (isLoading) {
    content = (
      <Box role="status" aria-label={adminCopy.checking}>
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  } else if (error || !staff) {
    const failure = adminFailure(error);
    content =
      failure.status === 403 ? (
        <StatePanel
          role="alert"
          icon={<LockOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden="true" />}
          title={adminCopy.noAccessTitle}
          text={adminCopy.noAccess}
        />
      ) : (
        <ErrorState title={adminCopy.consoleTitle} message={failure.message} onRetry={() => void refetch()} />
      );
  } else if (sectionsFor(staff).length === 0) {
    content = (
      <StatePanel
        role="alert"
        icon={<LockOutlinedIcon color="action" sx={{ fontSize: 48 }} aria-hidden="true" />}
        title={adminCopy.noAccessTitle}
        text={adminCopy.noContentAccess}
      />
    );
  } else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
          gap: 3,
        }}
      >
        <ConsoleNav staff={staff} />
        <Box sx={{ minWidth: 0 }}>
          <Console.Provider value={{ staff }}>{screen}</Console.Provider>
        </Box>
      </Box>
    );
  }
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 }, px: { xs: 2, sm: 3 } }}>
      <PageTitle title={adminCopy.consoleTitle} noindex />
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {adminCopy.consoleTitle}
        </Typography>
        {staff && <Typography color="text.secondary">{staff.name || staff.email}</Typography>}
      </Box>
      {content}
    </Container>
  );
}
