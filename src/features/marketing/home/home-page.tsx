import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { BrochureButton } from './components/brochure-button';
import { HomeHero } from './components/home-hero';
import { homeCopy } from './content';

import { PageTitle } from '@/components/page-title';
import { lazyImport } from '@/lib/loading/lazy-import';
import { paths } from '@/lib/paths';

const HomeSections = lazy(
  lazyImport(() =>
    import(/* webpackChunkName: "home-sections" */ './components/home-sections').then((module) => ({
      default: module.HomeSections,
    })),
  ),
);

/** `/`: the hero carousel, the brochure, the regular activities, our work in numbers and a way to write. */
export function HomePage() {
  return (
    <>
      <PageTitle title={homeCopy.documentTitle} description={homeCopy.description} />
      <HomeHero
        actions={
          <>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              component={RouterLink}
              to={paths.offerings}
              endIcon={<ArrowForwardIcon aria-hidden="true" />}
            >
              {homeCopy.explore}
            </Button>
            <BrochureButton />
          </>
        }
      />
      {/* Below the fold: prerendered with the page; its code is a chunk of its own. */}
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
