/**
 * The console's course authoring (`courses:write`), a chunk of its own: the editor's form, its lessons and
 * uploads load when an author opens a player course, not with every console screen.
 */
export { PlayerCoursePage } from './player-course-page';
export { PlayerCoursesPage } from './player-courses-page';
