import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { replayClicks } from '@/app/boot/early-clicks';
import { Logo } from '@/components/logo';
import { NewsletterForm } from '@/features/marketing/newsletter-signup/newsletter-form';
import { offeringSlugs, paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { office, socialProfiles } from '@/lib/site-office';
import type { SocialNetwork } from '@/lib/site-office';

const offeringLinks = [
  { label: 'Training & Placement', to: paths.offering(offeringSlugs.trainingPlacement) },
  { label: 'Staffing Solutions', to: paths.offering(offeringSlugs.staffing) },
  { label: 'Career Counselling', to: paths.offering(offeringSlugs.careerCounselling) },
  { label: 'Leadership Development', to: paths.offering(offeringSlugs.leadership) },
  { label: 'Executive Coaching', to: paths.offering(offeringSlugs.executiveCoaching) },
  { label: 'Strategic Consulting', to: paths.offering(offeringSlugs.strategicConsulting) },
];

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms & Conditions', to: paths.terms },
  { label: 'Cancellation & Refund Policy', to: paths.cancellation },
  { label: 'Academia Institute', to: paths.academia },
  { label: 'Verify a Certificate', to: paths.verify },
];

const socialIcons: Record<SocialNetwork, ReactNode> = {
  youtube: <YouTubeIcon />,
  x: <XIcon />,
  instagram: <InstagramIcon />,
  linkedin: <LinkedInIcon />,
  facebook: <FacebookIcon />,
};

const linkSx = { color: 'rgba(255,255,255,0.82)', '&:hover': { color: '#fff' } };

function LinkColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** The year the site was built (set by webpack for the prerender and the bundle alike). */
const BUILD_YEAR = Number(process.env.BUILD_YEAR) || new Date().getFullYear();
const noSubscription = () => () => {};

/**
 * The current year. The prerendered page carries the build year and hydration starts from it, so the two
 * always match; a page built last December shows this year right after it hydrates.
 */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

/** The site footer: offerings, legal and social links, contact block, newsletter and copyright. */
export function Footer({ id }: { id?: string }) {
  const year = useCurrentYear();
  const element = useRef<HTMLElement>(null);
  // Hydrated: the clicks made on the prerendered footer while its code was on its way now run.
  useEffect(() => {
    if (element.current) replayClicks(element.current);
  }, []);
  return (
    <Box
      component="footer"
      id={id}
      ref={element}
      sx={{ bgcolor: 'primary.dark', color: '#fff', pt: { xs: 6, md: 8 }, pb: 3 }}
    >
      <Container maxWidth="xl">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo inverted />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.82)', maxWidth: 360 }}>
              {site.tagline}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 2, ml: -1 }}>
              {socialProfiles.map((network) => (
                <IconButton
                  key={network.id}
                  component="a"
                  href={network.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${network.label}`}
                  sx={{ color: '#fff' }}
                >
                  {socialIcons[network.id]}
                </IconButton>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <LinkColumn title="Offerings" links={offeringLinks} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.5 }}>
            <LinkColumn title="Legal" links={legalLinks} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Contact
            </Typography>
            <Box
              component="address"
              sx={{ fontStyle: 'normal', color: 'rgba(255,255,255,0.82)', lineHeight: 1.8 }}
            >
              {office.address.lines.map((line) => (
                <div key={line}>{line}</div>
              ))}
              <div>
                Hyderabad {office.address.pinCode}, {office.address.country}
              </div>
              <div>
                <Link href={`mailto:${site.email}`} sx={linkSx}>
                  {site.email}
                </Link>
              </div>
              {site.phones.map((phone) => (
                <div key={phone}>
                  <Link href={`tel:${phone.replace(/\s+/g, '')}`} sx={linkSx}>
                    {phone}
                  </Link>
                </div>
              ))}
            </Box>
          </Grid>
          <Grid size={12}>
            <Box sx={{ maxWidth: 640 }}>
              <NewsletterForm />
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.16)' }} />
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.7)' }}>
          © {year} {site.name}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
