import { fireEvent, screen, within } from '@testing-library/react';

import { ProductFeatures } from '../components/product-features';
import type * as ProductFeaturesModule from '../components/product-features';
import { AboutTheProgramme, WhyLearnR } from '../components/programme-copy';
import type * as ProgrammeCopyModule from '../components/programme-copy';

import { hydratePrerendered } from '@test/hydrate';

// The page's copy, counted (the real sections render).
jest.mock('../components/programme-copy', () => {
  const actual: typeof ProgrammeCopyModule = jest.requireActual('../components/programme-copy');
  return { AboutTheProgramme: jest.fn(actual.AboutTheProgramme), WhyLearnR: jest.fn(actual.WhyLearnR) };
});
// What each plan and workshop includes, counted the same way.
jest.mock('../components/product-features', () => {
  const actual: typeof ProductFeaturesModule = jest.requireActual('../components/product-features');
  return { ProductFeatures: jest.fn(actual.ProductFeatures) };
});

describe('/r-training in the browser, from its prerendered HTML', () => {
  it('keeps its copy as the build wrote it and hydrates the plans, their switches and their buttons', async () => {
    const { recoverable } = await hydratePrerendered('/r-training', () => {
      jest.mocked(AboutTheProgramme).mockClear();
      jest.mocked(WhyLearnR).mockClear();
      jest.mocked(ProductFeatures).mockClear();
    });
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Learn R With Us' })).toBeInTheDocument();
    expect(AboutTheProgramme).not.toHaveBeenCalled();
    expect(WhyLearnR).not.toHaveBeenCalled();
    // The cards' features are kept as built too: six lists of four, on screen, none rendered again.
    expect(screen.getAllByRole('list', { name: /^What .+ includes$/ })).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'What R-Guru Member includes' })).toHaveTextContent(
      'Certificate of completion',
    );
    expect(ProductFeatures).not.toHaveBeenCalled();

    const plans = screen.getByRole('list', { name: 'Access plans' });
    const [firstPlan] = within(plans).getAllByRole('listitem');
    if (!firstPlan) throw new Error('no plan');
    const inr = within(firstPlan).getByRole('button', { name: 'INR' });
    expect(inr).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(inr);
    expect(inr).toHaveAttribute('aria-pressed', 'true');
  });
});
