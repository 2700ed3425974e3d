import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { MarketingSection } from '../shared/marketing-section';

import { CredentialBadges } from './components/credential-badges';
import { FaqAccordion } from './components/faq-accordion';
import { LogoStrip } from './components/logo-strip';
import { OutletGrid } from './components/outlet-grid';
import { PressRelease } from './components/press-release';
import { SdgGoals } from './components/sdg-goals';
import { TeamCards } from './components/team-cards';
import {
  aboutCopy,
  academiaPartners,
  credentials,
  faqs,
  managementTeam,
  OUTLETS_PER_PAGE,
  outlets,
  pressRelease,
  purpose,
  reach,
  sdgs,
  whatWeDo,
  whoWeAre,
  whyUs,
} from './content';

import { CardGrid } from '@/components/card-grid';
import { PageHero } from '@/components/page-hero';
import { RevealOnScroll } from '@/components/reveal-on-scroll';
import { StatList } from '@/components/stat-list';
import { StaticPart } from '@/lib/loading/static-part';

/** The spec's animate-on-scroll duration on the about page. */
const REVEAL_MS = 500;

/** `/about`: every section of the spec, in its order. */
export function AboutPage() {
  return (
    <>
      <PageHero
        title={aboutCopy.title}
        eyebrow={aboutCopy.eyebrow}
        subtitle={aboutCopy.lead}
        description={aboutCopy.description}
      />

      <StaticPart>
        <MarketingSection heading={aboutCopy.teamHeading}>
          <TeamCards members={managementTeam} />
        </MarketingSection>
      </StaticPart>

      <MarketingSection heading={pressRelease.heading} tone="mist">
        <RevealOnScroll durationMs={REVEAL_MS}>
          <PressRelease />
        </RevealOnScroll>
        <StaticPart>
          <Typography variant="h5" component="h3" sx={{ mt: 5, mb: 2, textAlign: 'center' }}>
            {aboutCopy.reachHeading}
          </Typography>
          <StatList stats={reach} columns={{ xs: 2, md: 4 }} valueSize={{ xs: '1.8rem', md: '2.4rem' }} />
        </StaticPart>
      </MarketingSection>

      <MarketingSection heading={aboutCopy.featuredIn}>
        <OutletGrid outlets={outlets} perPage={OUTLETS_PER_PAGE} />
      </MarketingSection>

      <MarketingSection heading={whoWeAre.heading} tone="mist">
        <RevealOnScroll durationMs={REVEAL_MS}>
          <StaticPart>
            <Box sx={{ maxWidth: 860 }}>
              {whoWeAre.paragraphs.map((text) => (
                <Typography key={text} sx={{ fontSize: '1.1rem', mb: 2 }}>
                  {text}
                </Typography>
              ))}
            </Box>
          </StaticPart>
        </RevealOnScroll>
      </MarketingSection>

      <StaticPart>
        <MarketingSection heading={whatWeDo.heading} lead={whatWeDo.lead}>
          <CardGrid columns={{ xs: 1, sm: 2, md: 3 }}>
            {whatWeDo.links.map((link) => (
              <li key={link.slug}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  underline="none"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    p: 2.5,
                    borderRadius: 2,
                    border: '1px solid',
                    borderColor: 'divider',
                    fontWeight: 700,
                    '&:hover': { borderColor: 'info.main', bgcolor: 'rgba(8,126,139,0.06)' },
                  }}
                >
                  {link.title}
                  <ArrowForwardIcon aria-hidden="true" fontSize="small" />
                </Link>
              </li>
            ))}
          </CardGrid>
        </MarketingSection>
      </StaticPart>

      <MarketingSection heading={whyUs.heading} tone="mist">
        <CardGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
          {whyUs.cards.map((card, index) => (
            <li key={card.id}>
              <RevealOnScroll durationMs={REVEAL_MS} delayMs={index * 100}>
                <StaticPart>
                  <Card
                    sx={{ p: 3, height: '100%', borderTop: '4px solid', borderTopColor: 'secondary.main' }}
                  >
                    <Typography variant="h5" component="h3">
                      {card.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ mt: 1 }}>
                      {card.text}
                    </Typography>
                  </Card>
                </StaticPart>
              </RevealOnScroll>
            </li>
          ))}
        </CardGrid>
      </MarketingSection>

      <StaticPart>
        <MarketingSection heading={aboutCopy.purposeHeading}>
          <CardGrid columns={{ xs: 1, md: 3 }}>
            {purpose.map((item) => (
              <li key={item.id}>
                <Card sx={{ p: 3, height: '100%', bgcolor: 'primary.main', color: '#fff' }}>
                  <Typography variant="h4" component="h3" sx={{ color: 'secondary.main' }}>
                    {item.title}
                  </Typography>
                  <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.9)' }}>{item.text}</Typography>
                </Card>
              </li>
            ))}
          </CardGrid>
        </MarketingSection>

        <MarketingSection heading={credentials.heading} tone="mist">
          <CredentialBadges items={credentials.items} />
        </MarketingSection>

        <MarketingSection heading={academiaPartners.heading}>
          <LogoStrip label={academiaPartners.heading} names={academiaPartners.names} />
        </MarketingSection>

        <MarketingSection heading={sdgs.heading} lead={sdgs.lead} tone="mist">
          <SdgGoals />
        </MarketingSection>
      </StaticPart>

      <MarketingSection heading={faqs.heading}>
        <FaqAccordion items={faqs.items} />
      </MarketingSection>
    </>
  );
}
