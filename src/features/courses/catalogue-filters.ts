/** The category choice that filters nothing. */
export const ALL_CATEGORIES = 'All';
