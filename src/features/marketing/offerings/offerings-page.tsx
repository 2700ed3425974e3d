import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { OfferingIcon } from './components/offering-icon';
import { offeringDetails, offeringsCopy, overviewSlugs } from './content';

import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/lib/paths';

/** `/offerings`: the six offerings as cards, each linking to its page. */
export function OfferingsPage() {
  return (
    <>
      <PageHero
        title={offeringsCopy.title}
        eyebrow={offeringsCopy.eyebrow}
        subtitle={offeringsCopy.lead}
        description={offeringsCopy.description}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 9 } }}>
        <CardGrid columns={{ xs: 1, sm: 2, md: 3 }}>
          {overviewSlugs.map((slug) => {
            const offering = offeringDetails[slug];
            return (
              <li key={slug}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={paths.offering(slug)}
                    sx={{
                      p: 3,
                      height: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      gap: 1.5,
                    }}
                  >
                    <Box
                      sx={{
                        width: 56,
                        height: 56,
                        borderRadius: 2,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'secondary.main',
                      }}
                    >
                      <OfferingIcon slug={slug} sx={{ fontSize: 30 }} />
                    </Box>
                    <Typography variant="h5" component="h2">
                      {offering.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                      {offering.tagline}
                    </Typography>
                    <Typography
                      component="span"
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        fontWeight: 700,
                        color: 'info.main',
                      }}
                    >
                      {offeringsCopy.learnMore}
                      <ArrowForwardIcon aria-hidden="true" fontSize="small" />
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            );
          })}
        </CardGrid>
      </Container>
    </>
  );
}
