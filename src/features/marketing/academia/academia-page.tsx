import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { MarketingSection } from '../shared/marketing-section';

import { academiaCopy } from './content';

import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { RevealOnScroll } from '@/components/reveal-on-scroll';
import { site } from '@/lib/site';

/** The spec's animate-on-scroll duration on the institute page. */
const REVEAL_MS = 2000;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `/services/academia`: the Life Sciences institute's landing page. */
export function AcademiaPage() {
  const [phone] = site.phones;
  return (
    <>
      <PageHero
        title={academiaCopy.title}
        documentTitle={academiaCopy.documentTitle}
        eyebrow={academiaCopy.eyebrow}
        subtitle={academiaCopy.lead}
        description={academiaCopy.description}
      />

      <MarketingSection heading={academiaCopy.aboutHeading}>
        <Box sx={{ maxWidth: 860 }}>
          {academiaCopy.about.map((text) => (
            <Typography key={text} sx={{ fontSize: '1.1rem', mb: 2 }}>
              {text}
            </Typography>
          ))}
        </Box>
      </MarketingSection>

      <MarketingSection heading={academiaCopy.flowchartHeading} tone="mist">
        <RevealOnScroll durationMs={REVEAL_MS}>
          <Box component="picture" sx={{ display: 'block', maxWidth: { xs: 360, md: 960 }, mx: 'auto' }}>
            <source
              media="(min-width: 700px)"
              srcSet="/images/academia/programme-flowchart.svg"
              width={960}
              height={400}
            />
            <Box
              component="img"
              src="/images/academia/programme-flowchart-vertical.svg"
              alt={academiaCopy.flowchartAlt}
              width={360}
              height={678}
              loading="lazy"
              decoding="async"
              sx={{ display: 'block', width: '100%', height: 'auto' }}
            />
          </Box>
        </RevealOnScroll>
      </MarketingSection>

      <MarketingSection heading={academiaCopy.detailsHeading}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <Card sx={{ p: 3, alignSelf: 'start' }}>
            <Typography variant="h5" component="h3">
              {academiaCopy.eligibilityHeading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
              {academiaCopy.eligibility.map((line) => (
                <Box component="li" key={line} sx={{ display: 'flex', gap: 1, mb: 1.25 }}>
                  <CheckCircleOutlinedIcon
                    aria-hidden="true"
                    fontSize="small"
                    sx={{ color: 'info.main', mt: 0.25 }}
                  />
                  <Typography>{line}</Typography>
                </Box>
              ))}
            </Box>
          </Card>
          <Box>
            <Typography variant="h5" component="h3">
              {academiaCopy.tracksHeading}
            </Typography>
            <CardGrid columns={{ xs: 1, sm: 2 }} gap={2} sx={{ mt: 2 }}>
              {academiaCopy.tracks.map((track, index) => (
                <li key={track.title}>
                  <RevealOnScroll durationMs={REVEAL_MS} delayMs={index * 100}>
                    <Card
                      sx={{
                        p: 2.5,
                        height: '100%',
                        borderLeft: '4px solid',
                        borderLeftColor: 'secondary.main',
                      }}
                    >
                      <Typography variant="h6" component="h4">
                        {track.title}
                      </Typography>
                      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                        {track.text}
                      </Typography>
                    </Card>
                  </RevealOnScroll>
                </li>
              ))}
            </CardGrid>
          </Box>
        </Box>
      </MarketingSection>

      <MarketingSection heading={academiaCopy.rolesHeading} tone="mist" align="center">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: 1.5,
          }}
        >
          {academiaCopy.roles.map((role) => (
            <li key={role}>
              <Chip
                icon={<WorkOutlineOutlinedIcon aria-hidden="true" />}
                label={role}
                sx={{
                  fontSize: '1rem',
                  py: 2.5,
                  px: 1,
                  bgcolor: '#fff',
                  border: '1px solid',
                  borderColor: 'divider',
                }}
              />
            </li>
          ))}
        </Box>
      </MarketingSection>

      <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 }, textAlign: 'center' }}>
        <Typography sx={{ fontSize: '1.15rem', fontStyle: 'italic', color: 'text.secondary' }}>
          {academiaCopy.ownership}
        </Typography>
      </Container>

      <Box
        component="section"
        aria-labelledby="academia-get-in-touch"
        sx={{ bgcolor: 'primary.main', color: '#fff', py: { xs: 5, md: 7 } }}
      >
        <Container
          maxWidth="lg"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: 3,
            alignItems: { md: 'center' },
          }}
        >
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="academia-get-in-touch" variant="h4" component="h2">
              {academiaCopy.getInTouch}
            </Typography>
            <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>
              {academiaCopy.getInTouchLead}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {phone && (
              <Button
                variant="contained"
                color="secondary"
                size="large"
                href={telHref(phone)}
                startIcon={<PhoneOutlinedIcon aria-hidden="true" />}
              >
                {phone}
              </Button>
            )}
            <Button
              variant="outlined"
              size="large"
              href={`mailto:${site.email}`}
              startIcon={<EmailOutlinedIcon aria-hidden="true" />}
              sx={{
                color: '#fff',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: '#fff' },
                textTransform: 'none',
              }}
            >
              {site.email}
            </Button>
          </Box>
        </Container>
      </Box>
    </>
  );
}
