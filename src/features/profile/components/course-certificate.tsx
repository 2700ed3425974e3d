import LinkedInIcon from '@mui/icons-material/LinkedIn';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import BadgeIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { formatCertificateDay, linkedInAddToProfileUrl } from '../certificate-model';
import type { LearnerCertificate } from '../certificate-model';
import { profileCopy as copy } from '../content';

import { VisuallyHidden } from '@/components/visually-hidden';
import { site } from '@/lib/site';

type CourseCertificateProps = {
  certificate: LearnerCertificate;
  /** The verification address: `{site origin}/verify/{id}`. */
  verificationUrl: string;
  /** Names the course for each action (the card's title). */
  describedBy: string;
  onCopyLink: (url: string) => void;
  onCredential: (id: string) => void;
};

/**
 * An issued certificate under its course: the id, and the ways to share it (the verification link, LinkedIn,
 * the Open Badges credential). A revoked one says so and offers nothing to share.
 */
export function CourseCertificate({
  certificate,
  verificationUrl,
  describedBy,
  onCopyLink,
  onCredential,
}: CourseCertificateProps) {
  const revoked = certificate.status === 'revoked';
  return (
    <Box>
      <Typography variant="body2">{copy.certificateId(certificate.id)}</Typography>
      {revoked && certificate.revokedOn !== null && (
        <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
          {copy.revokedOn(formatCertificateDay(certificate.revokedOn))}
        </Typography>
      )}
      {!revoked && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1, ml: -1 }}>
          <Button
            size="small"
            startIcon={<LinkIcon />}
            aria-describedby={describedBy}
            onClick={() => onCopyLink(verificationUrl)}
          >
            {copy.copyLink}
          </Button>
          <Button
            size="small"
            startIcon={<LinkedInIcon />}
            component="a"
            href={linkedInAddToProfileUrl({
              name: certificate.course,
              organizationName: site.name,
              issuedAt: certificate.issuedAt,
              certUrl: verificationUrl,
              certId: certificate.id,
            })}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={describedBy}
          >
            {copy.addToLinkedIn}
            <VisuallyHidden> {copy.opensInNewTab}</VisuallyHidden>
          </Button>
          <Button
            size="small"
            startIcon={<BadgeIcon />}
            aria-describedby={describedBy}
            onClick={() => onCredential(certificate.id)}
          >
            {copy.credential}
          </Button>
        </Box>
      )}
    </Box>
  );
}
