import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { ContactForm } from './components/contact-form';
import { OfficeMap } from './components/office-map';
import { contactCopy } from './content';

import { PageHero } from '@/components/page-hero';
import { site } from '@/lib/site';
import { office } from '@/lib/site-office';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
      <Box sx={{ color: 'secondary.main', mt: 0.25 }}>{icon}</Box>
      <Box>
        <Typography
          component="h3"
          sx={{
            fontWeight: 700,
            color: 'rgba(255,255,255,0.75)',
            fontSize: '0.85rem',
            textTransform: 'uppercase',
            letterSpacing: '0.08em',
          }}
        >
          {label}
        </Typography>
        <Box sx={{ mt: 0.5, color: '#fff', '& a': { color: '#fff' } }}>{children}</Box>
      </Box>
    </Box>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** `/contact`: where we are and how to reach us, the contact form, and the map. */
export function ContactPage() {
  return (
    <>
      <PageHero
        title={contactCopy.title}
        eyebrow={contactCopy.eyebrow}
        subtitle={contactCopy.lead}
        description={contactCopy.description}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1.8fr' },
            alignItems: 'start',
          }}
        >
          <Card
            component="section"
            aria-labelledby="write-to-us"
            sx={{ p: { xs: 3, md: 4 }, bgcolor: 'primary.main', color: '#fff' }}
          >
            <Typography id="write-to-us" variant="h4" component="h2" sx={{ color: 'secondary.main' }}>
              {contactCopy.writeToUs}
            </Typography>
            <Detail icon={<PlaceOutlinedIcon aria-hidden="true" />} label={contactCopy.addressLabel}>
              <Box component="address" sx={{ fontStyle: 'normal' }}>
                {office.address.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
                <div>
                  {office.address.pinCode}, {office.address.country}
                </div>
              </Box>
            </Detail>
            <Detail icon={<EmailOutlinedIcon aria-hidden="true" />} label={contactCopy.emailLabel}>
              <Link href={`mailto:${site.email}`}>{site.email}</Link>
            </Detail>
            <Detail icon={<PhoneOutlinedIcon aria-hidden="true" />} label={contactCopy.phoneLabel}>
              {site.phones.map((phone) => (
                <div key={phone}>
                  <Link href={telHref(phone)}>{phone}</Link>
                </div>
              ))}
            </Detail>
          </Card>
          {/* Not a region of its own: the form is the landmark, named by this heading (a region named
              "Contact Us" would repeat the page's hero). */}
          <Box>
            <Typography id="contact-form-heading" variant="h4" component="h2">
              {contactCopy.formHeading}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {contactCopy.formLead}
            </Typography>
            <ContactForm labelledBy="contact-form-heading" />
          </Box>
        </Box>
        <Box component="section" aria-labelledby="map-heading" sx={{ mt: { xs: 6, md: 8 } }}>
          <Typography id="map-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
            {contactCopy.mapHeading}
          </Typography>
          <OfficeMap />
        </Box>
      </Container>
    </>
  );
}
