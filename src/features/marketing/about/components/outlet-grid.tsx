import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { aboutCopy } from '../content';
import type { Outlet } from '../content';
import { pageCountFor, pageItems } from '../page-items';

import { CardGrid } from '@/components/card-grid';
import { VisuallyHidden } from '@/components/visually-hidden';

const typeColours: Record<Outlet['type'], string> = {
  'Broadcast Media': '#a23b1b',
  'News Portal': '#0b3954',
  'News Aggregator': '#087e8b',
};

type OutletGridProps = { outlets: Outlet[]; perPage: number };

/** "Featured In": the outlets, a page at a time, with first, last, neighbours and ellipses. */
export function OutletGrid({ outlets, perPage }: OutletGridProps) {
  const [page, setPage] = useState(1);
  const pageCount = pageCountFor(outlets.length, perPage);
  const shown = outlets.slice((page - 1) * perPage, page * perPage);

  return (
    <Box>
      <CardGrid
        label={`${aboutCopy.featuredIn}, page ${page} of ${pageCount}`}
        columns={{ xs: 1, sm: 2, md: 3, lg: 4 }}
        gap={2}
      >
        {shown.map((outlet) => (
          <li key={outlet.id}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                href={outlet.link}
                target="_blank"
                rel="noopener noreferrer"
                sx={{
                  p: 2,
                  height: '100%',
                  display: 'flex',
                  alignItems: 'flex-start',
                  justifyContent: 'flex-start',
                  gap: 1.5,
                }}
              >
                <Avatar
                  aria-hidden="true"
                  sx={{ bgcolor: typeColours[outlet.type], fontWeight: 700, fontSize: '0.95rem' }}
                >
                  {outlet.icon}
                </Avatar>
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                    {outlet.name}
                    <OpenInNewIcon
                      aria-hidden="true"
                      sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle', color: 'text.secondary' }}
                    />
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {outlet.type}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {outlet.visits} {aboutCopy.monthlyVisits} · {outlet.country.join(', ')}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </CardGrid>
      <Box component="nav" aria-label={aboutCopy.outletsPagination} sx={{ mt: 3 }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <li>
            <PaginationItem
              type="previous"
              aria-label="Previous page"
              disabled={page === 1}
              onClick={() => setPage(page - 1)}
            />
          </li>
          {pageItems(page, pageCount).map((item) =>
            item.kind === 'gap' ? (
              <li key={item.key} aria-hidden="true">
                <PaginationItem type="start-ellipsis" />
              </li>
            ) : (
              <li key={item.page}>
                <PaginationItem
                  type="page"
                  page={item.page}
                  color="primary"
                  selected={item.page === page}
                  aria-current={item.page === page ? 'page' : undefined}
                  aria-label={`Page ${item.page}`}
                  onClick={() => setPage(item.page)}
                />
              </li>
            ),
          )}
          <li>
            <PaginationItem
              type="next"
              aria-label="Next page"
              disabled={page === pageCount}
              onClick={() => setPage(page + 1)}
            />
          </li>
        </Box>
      </Box>
    </Box>
  );
}
