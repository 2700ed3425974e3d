import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { pressRelease } from '../content';

import { StatList } from '@/components/stat-list';

/** The featured press release: collapsed at first; "Read more..." reveals the rest and goes away. */
export function PressRelease() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <Card component="article" sx={{ p: { xs: 3, md: 4 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'info.main', fontWeight: 700 }}>
        Press release · <time dateTime={pressRelease.dateTime}>{pressRelease.date}</time>
      </Typography>
      <Typography variant="h4" component="h3" sx={{ mt: 1 }}>
        {pressRelease.title}
      </Typography>
      <Typography sx={{ mt: 2 }}>{pressRelease.summary}</Typography>
      <Box id={moreId} hidden={!expanded}>
        {expanded && <Typography sx={{ mt: 2 }}>{pressRelease.more}</Typography>}
      </Box>
      {!expanded && (
        <Button
          onClick={() => setExpanded(true)}
          aria-expanded="false"
          aria-controls={moreId}
          sx={{ mt: 1.5, px: 0, '&:hover': { bgcolor: 'transparent', textDecoration: 'underline' } }}
        >
          {pressRelease.readMore}
        </Button>
      )}
      <StatList
        stats={pressRelease.stats}
        columns={{ xs: 3 }}
        gap={{ xs: 1, sm: 2 }}
        tiles
        valueSize={{ xs: '1.25rem', sm: '1.5rem', md: '2rem' }}
        sx={{ mt: 3 }}
      />
    </Card>
  );
}
