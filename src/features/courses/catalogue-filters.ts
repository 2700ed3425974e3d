// Kept apart so the slice (in the first load) does not pull the catalogue model in.
export { ALL_CATEGORIES } from '@/lib/list-filter';
