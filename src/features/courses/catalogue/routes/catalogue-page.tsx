import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { memo, useCallback, useDeferredValue, useMemo } from 'react';

import { useGetCatalogueCoursesQuery, useGetInstructorsQuery } from '../api';
import { CourseGridSkeleton, InstructorGridSkeleton } from '../components/catalogue-skeletons';
import { CatalogueToolbar } from '../components/catalogue-toolbar';
import { CourseCard } from '../components/course-card';
import { InstructorCard } from '../components/instructor-card';
import { catalogueCopy } from '../content';
import { catalogueFiltersInAddress, courseCategories, filterCourses } from '../model';
import type { CatalogueCourse } from '../model';
import type { CatalogueTab, CatalogueState } from '../slice';
import {
  catalogueCategorySelected,
  catalogueFiltersCleared,
  catalogueFiltersRestoredFromAddress,
  catalogueSearchChanged,
  catalogueTabChanged,
  selectCatalogueCategory,
  selectCatalogueFilters,
  selectCatalogueSearch,
  selectCatalogueTab,
} from '../slice';

import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CARD_GRID_FIRST_ROW, CardGrid } from '@/components/card-grid';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageHero } from '@/components/page-hero';
import { errorMessage } from '@/lib/api-error';
import { useDeferredData } from '@/lib/loading/use-deferred-data';
import { answerOnly, revalidateOnShow } from '@/lib/page-data';
import { useFiltersInAddress } from '@/lib/use-filters-in-address';
import { useStableList } from '@/lib/use-stable-list';

const tabs: readonly { value: CatalogueTab; label: string }[] = [
  { value: 'courses', label: catalogueCopy.coursesTab },
  { value: 'instructors', label: catalogueCopy.instructorsTab },
];

const tabId = (tab: CatalogueTab) => `catalogue-tab-${tab}`;
const panelId = (tab: CatalogueTab) => `catalogue-panel-${tab}`;

/**
 * /c: the backend's courses (filtered by category and search) and its instructors, on two tabs. The tab and
 * filters live in the address too, so a filtered catalogue is a link.
 */
export function CataloguePage() {
  const dispatch = useAppDispatch();
  const tab = useAppSelector(selectCatalogueTab);
  const filters = useAppSelector(selectCatalogueFilters);
  const restore = useCallback(
    (fromAddress: CatalogueState) => dispatch(catalogueFiltersRestoredFromAddress(fromAddress)),
    [dispatch],
  );
  useFiltersInAddress(catalogueFiltersInAddress, filters, restore);

  return (
    <>
      <PageHero title={catalogueCopy.catalogueTitle} subtitle={catalogueCopy.catalogueSubtitle} />
      <meta name="description" content={catalogueCopy.catalogueDescription} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: CatalogueTab) => dispatch(catalogueTabChanged(value))}
            aria-label={catalogueCopy.tabsLabel}
          >
            {tabs.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} id={tabId(value)} aria-controls={panelId(value)} />
            ))}
          </Tabs>
        </Box>
        {tabs.map(({ value }) => (
          <div
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            hidden={tab !== value}
          >
            {tab === value && (value === 'courses' ? <CoursesPanel /> : <InstructorsPanel />)}
          </div>
        ))}
      </Container>
    </>
  );
}

function CoursesPanel() {
  const dispatch = useAppDispatch();
  const category = useAppSelector(selectCatalogueCategory);
  const search = useAppSelector(selectCatalogueSearch);
  // A key typed renders the field at once; the cards follow in a render that yields to the next key press.
  const listFilters = useDeferredValue(useMemo(() => ({ category, search }), [category, search]));
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetCatalogueCoursesQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  const categories = useMemo(() => (data ? courseCategories(data) : []), [data]);
  // A key that narrows nothing keeps the array the grid already rendered, so the grid does not render again.
  const visible = useStableList(
    useMemo(() => (data ? filterCourses(data, listFilters) : []), [data, listFilters]),
  );

  let results;
  if (data) {
    results =
      visible.length > 0 ? (
        <CourseGrid courses={visible} />
      ) : (
        <EmptyState
          title={catalogueCopy.noCourses}
          hint={catalogueCopy.noCoursesHint}
          action={
            <Button variant="outlined" onClick={() => dispatch(catalogueFiltersCleared())}>
              {catalogueCopy.clearFilters}
            </Button>
          }
        />
      );
  } else if (isError && !isFetching) {
    results = (
      <ErrorState
        title={catalogueCopy.catalogueError}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retryLabel={catalogueCopy.retry}
      />
    );
  } else {
    results = <CourseGridSkeleton label={catalogueCopy.loadingCourses} />;
  }

  return (
    <>
      <CatalogueToolbar
        category={category}
        search={search}
        categories={categories}
        onCategorySelect={(value) => dispatch(catalogueCategorySelected(value))}
        onSearchChange={(value) => dispatch(catalogueSearchChanged(value))}
      />
      {results}
    </>
  );
}

/** The courses as cards; memoized, so a render for a key typed leaves it alone until the list changes. */
const CourseGrid = memo(function CourseGrid({ courses }: { courses: readonly CatalogueCourse[] }) {
  return (
    <CardGrid label={catalogueCopy.coursesListLabel}>
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} priority={index < CARD_GRID_FIRST_ROW} />
        </li>
      ))}
    </CardGrid>
  );
});

function InstructorsPanel() {
  const { data, error, isError, isFetching, refetch } = useDeferredData(
    useGetInstructorsQuery(undefined, { ...revalidateOnShow, selectFromResult: answerOnly }),
  );
  if (data) {
    if (data.length === 0) return <EmptyState title={catalogueCopy.noInstructors} />;
    return (
      <CardGrid label={catalogueCopy.instructorsListLabel}>
        {data.map((instructor) => (
          <li key={instructor.id}>
            <InstructorCard instructor={instructor} />
          </li>
        ))}
      </CardGrid>
    );
  }
  if (isError && !isFetching) {
    return (
      <ErrorState
        title={catalogueCopy.instructorsError}
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retryLabel={catalogueCopy.retry}
      />
    );
  }
  return <InstructorGridSkeleton label={catalogueCopy.loadingInstructors} />;
}
