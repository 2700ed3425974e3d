import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';

import { FallbackImage } from '@/components/fallback-image';

/** Certificates are drawn landscape; cards and dialog keep that shape so nothing jumps as images load. */
const IMAGE_WIDTH = 800;
const IMAGE_HEIGHT = 600;

/** The sizing of a certificate's picture wherever it shows (a card, its placeholder, the dialog). */
export const certificateImageSx = {
  width: '100%',
  height: 'auto',
  aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
  objectFit: 'contain',
};

const placeholderIcon = <WorkspacePremiumOutlinedIcon sx={{ fontSize: 64 }} />;

type CertificateImageProps = {
  src: string | null;
  alt: string;
  testId: string;
  /** On the first screen: loaded eagerly, at high priority. */
  priority?: boolean;
};

/** A certificate's picture in its landscape frame, or the award icon when it is missing or broken. */
export function CertificateImage({ src, alt, testId, priority = false }: CertificateImageProps) {
  return (
    <FallbackImage
      src={src}
      alt={alt}
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      testId={testId}
      priority={priority}
      placeholder={placeholderIcon}
      sx={certificateImageSx}
    />
  );
}
