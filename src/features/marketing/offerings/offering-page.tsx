import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { ContactBand } from './components/contact-band';
import { OfferingIcon } from './components/offering-icon';
import { ProgrammeCards } from './components/programme-cards';
import { offeringDetails, offeringsCopy } from './content';
import type { OfferingSlug } from './content';
import { titleForPath } from './title-for-path';

import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

const slugsByPath: Record<string, OfferingSlug> = Object.fromEntries(
  Object.values(offeringDetails).map((offering) => [paths.offering(offering.slug), offering.slug]),
);

/** An offering detail page, chosen by its route (any case: /offerings/Leadership is the leadership page). */
export function OfferingPage() {
  const { pathname } = useLocation();
  const slug = (titleForPath(slugsByPath, pathname) ?? 'tnp') as OfferingSlug;
  const offering = offeringDetails[slug];

  return (
    <>
      <PageHero
        title={offering.title}
        eyebrow={offeringsCopy.breadcrumb}
        subtitle={offering.tagline}
        description={offering.description}
      />
      <Container maxWidth="lg" sx={{ pt: 3 }}>
        <Breadcrumbs aria-label="Breadcrumb">
          <Link component={RouterLink} to={paths.offerings}>
            {offeringsCopy.breadcrumb}
          </Link>
          <Typography color="text.primary" aria-current="page">
            {offering.title}
          </Typography>
        </Breadcrumbs>
      </Container>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' } }}
        >
          <Box>
            {offering.intro.map((text) => (
              <Typography key={text} sx={{ fontSize: '1.1rem', mb: 2 }}>
                {text}
              </Typography>
            ))}
          </Box>
          <Card
            component="aside"
            aria-labelledby="offering-audience"
            sx={{ p: 3, bgcolor: '#f4f7fa', alignSelf: 'start' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
              <OfferingIcon slug={slug} sx={{ color: 'info.main', fontSize: 32 }} />
              <Typography id="offering-audience" variant="h5" component="h2">
                {offeringsCopy.audienceHeading}
              </Typography>
            </Box>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {offering.audience.map((line) => (
                <Typography component="li" key={line} sx={{ mb: 1 }}>
                  {line}
                </Typography>
              ))}
            </Box>
          </Card>
        </Box>

        <Typography
          variant="h3"
          component="h2"
          sx={{ mt: { xs: 5, md: 7 }, mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}
        >
          {offeringsCopy.highlightsHeading}
        </Typography>
        <CardGrid columns={{ xs: 1, sm: 2 }}>
          {offering.highlights.map((highlight) => (
            <li key={highlight.title}>
              <Box sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleOutlineIcon aria-hidden="true" sx={{ color: 'info.main', mt: 0.25 }} />
                <Box>
                  <Typography variant="h6" component="h3">
                    {highlight.title}
                  </Typography>
                  <Typography color="text.secondary">{highlight.text}</Typography>
                </Box>
              </Box>
            </li>
          ))}
        </CardGrid>

        {offering.programmes && (
          <>
            <Typography
              variant="h3"
              component="h2"
              sx={{ mt: { xs: 5, md: 7 }, mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}
            >
              {offeringsCopy.programmesHeading}
            </Typography>
            <ProgrammeCards programmes={offering.programmes} />
          </>
        )}
      </Container>

      <ContactBand title={offering.ctaTitle} label={offering.ctaLabel}>
        {offering.programmes && (
          <Button
            variant="outlined"
            size="large"
            component={RouterLink}
            to={paths.academia}
            sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: '#fff' } }}
          >
            {offeringsCopy.institute}
          </Button>
        )}
      </ContactBand>
    </>
  );
}
