import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';

import { categoryChoices, filterNewsletters } from '../listing-filter';
import type { Newsletter } from '../listing-filter';
import { newslettersCopy as copy } from '../newsletters-content';

import { CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { FallbackImage } from '@/components/fallback-image';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { ALL_CATEGORIES } from '@/lib/list-filter';

const COVER = { width: 480, height: 620 };
const coverSx = {
  width: '100%',
  height: 'auto',
  aspectRatio: `${COVER.width} / ${COVER.height}`,
  objectFit: 'cover',
};

/** Newsletter issues with a search box, a category select and cards linking to each full PDF. */
export function NewsletterList({ newsletters }: { newsletters: readonly Newsletter[] }) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categories = useMemo(() => categoryChoices(newsletters), [newsletters]);
  const visible = useMemo(
    () => filterNewsletters(newsletters, { search, category }),
    [newsletters, search, category],
  );

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
        <SearchField label={copy.searchLabel} value={search} onChange={setSearch} />
        <SelectField
          label={copy.categoryLabel}
          value={category}
          options={categories.map((choice) => ({ value: choice, label: choice }))}
          onChange={setCategory}
          width={200}
        />
      </Stack>
      {visible.length > 0 ? (
        <CardGrid label={copy.listLabel}>
          {visible.map((newsletter) => (
            <li key={newsletter.id}>
              <Card
                variant="outlined"
                component="article"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <FallbackImage
                  src={newsletter.coverImage}
                  alt=""
                  {...COVER}
                  testId="newsletter-cover"
                  placeholder={<MailOutlineIcon sx={{ fontSize: 48 }} />}
                  sx={coverSx}
                />
                <CardContent sx={{ flex: 1 }}>
                  <Typography variant="overline" component="p" color="text.secondary">
                    {newsletter.category} · {newsletter.date}
                  </Typography>
                  <Typography variant="h6" component="h2">
                    {newsletter.title}
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    {newsletter.previewText}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="contained"
                    href={newsletter.fullPdfLink}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={copy.readFullLabel(newsletter.title)}
                    startIcon={<PictureAsPdfOutlinedIcon />}
                  >
                    {copy.readFull}
                  </Button>
                </CardActions>
              </Card>
            </li>
          ))}
        </CardGrid>
      ) : (
        <EmptyState title={copy.empty} hint={newsletters.length === 0 ? copy.emptyNone : undefined} />
      )}
    </>
  );
}
