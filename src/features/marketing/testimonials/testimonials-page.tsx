import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

import { TextTestimonials, VideoTestimonials } from './components/testimonial-carousels';
import { testimonialsCopy as copy } from './content';

import { PageHero } from '@/components/page-hero';

function Section({ heading, children, tinted }: { heading: string; children: ReactNode; tinted?: boolean }) {
  const headingId = useId();
  return (
    <Container
      component="section"
      aria-labelledby={headingId}
      maxWidth={false}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'grey.50' : undefined }}
    >
      <Container maxWidth="md" disableGutters>
        <Typography id={headingId} variant="h2" sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
          {heading}
        </Typography>
        {children}
      </Container>
    </Container>
  );
}

/** /testimaonials: a text carousel and a video carousel from the backend. */
export function TestimonialsPage() {
  return (
    <>
      <meta name="description" content={copy.description} />
      <PageHero title={copy.title} subtitle={copy.subtitle} />
      <Section heading={copy.textHeading}>
        <TextTestimonials />
      </Section>
      <Section heading={copy.videoHeading} tinted>
        <VideoTestimonials />
      </Section>
    </>
  );
}
