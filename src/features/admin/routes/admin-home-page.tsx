import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { sectionsFor, useConsole } from './admin-layout';

import { PageTitle } from '@/components/page-title';

/** The console's start: the sections the signed-in staff member may open. */
export function AdminHomePage() {
  const { staff } = useConsole();
  return (
    <Box>
      <PageTitle title="Company console" noindex />
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        {`Welcome${staff.name ? `, ${staff.name}` : ''}`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Drafts stay in the console; a published record is on the public pages within a minute.
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: 2,
        }}
      >
        {sectionsFor(staff).map(({ to, label }) => (
          <li key={to}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={to}>
                <CardContent>
                  <Typography variant="h6" component="h3">
                    {label}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
