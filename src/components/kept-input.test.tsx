import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';

const courses = [
  { title: 'R for clinical trials', level: 'beginner' },
  { title: 'SAS programming', level: 'beginner' },
  { title: 'Advanced R', level: 'advanced' },
];
const levels = [
  { value: '', label: 'All levels' },
  { value: 'beginner', label: 'Beginner' },
  { value: 'advanced', label: 'Advanced' },
];

/** A list filtered by a search box and a choice, as the catalogue and the newsletters are. */
function FilteredList() {
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const shown = courses.filter(
    (course) =>
      course.title.toLowerCase().includes(search.toLowerCase()) && (!level || course.level === level),
  );
  return (
    <>
      <SearchField label="Search courses" value={search} onChange={setSearch} />
      <SelectField label="Level" value={level} options={levels} onChange={setLevel} />
      <ul aria-label="Courses">
        {shown.map((course) => (
          <li key={course.title}>{course.title}</li>
        ))}
      </ul>
    </>
  );
}

/** The prerendered page in the document, before any of its code has run. */
function staticPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<FilteredList />);
  document.body.append(container);
  return container;
}

const titles = () => screen.getAllByRole('listitem').map((item) => item.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a filter set on the prerendered page before it hydrated', () => {
  it('keeps what was typed and picked, and the list applies it as soon as the page has hydrated', async () => {
    const container = staticPage();
    // The visitor's input, straight into the static markup: no handler runs yet.
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search courses' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Level' });
    search.value = 'r';
    select.value = 'advanced';
    expect(titles()).toHaveLength(3);

    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <FilteredList />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('r');
    expect(screen.getByRole('combobox', { name: 'Level' })).toHaveValue('advanced');
    expect(titles()).toEqual(['Advanced R']);
    expect(recoverable).toEqual([]);
  });

  it('changes nothing when the visitor left the fields alone', async () => {
    const container = staticPage();
    await act(async () => {
      hydrateRoot(container, <FilteredList />);
    });
    expect(titles()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });
});
